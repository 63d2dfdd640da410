import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MOCK_CODE, scenarios } from '@shop/api/mocks';
import { PATHS } from '../../routes/paths';
import { playScreen, storyT } from '../../storybook/storyT';
import { refusalToast } from '../../storybook/refusalToast';
import { countdownFitsScreen, requestAndEnterCode } from './codeStorySteps';
import ForgetPasswordPage from './ForgetPasswordPage';

/** Forgot password: a code to the account's email, then the new password twice. */
const meta = {
  title: 'Screens/Login/Forgot password',
  component: ForgetPasswordPage,
  parameters: { screen: { route: PATHS.forget } },
} satisfies Meta<typeof ForgetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Ctx = Parameters<NonNullable<Story['play']>>[0];

async function fillForm(context: Ctx, code: string) {
  const t = storyT(context);
  const canvas = within(context.canvasElement);
  await requestAndEnterCode(context.canvasElement, t, 'buyer@example.com', code);
  await userEvent.type(canvas.getByLabelText(t('auth.fields.newPassword')), 'new-secret-1');
  await userEvent.type(canvas.getByLabelText(t('auth.fields.confirmPassword')), 'new-secret-1');
  await userEvent.click(canvas.getByRole('button', { name: t('auth.forget.submit') }));
}

export const Empty: Story = { parameters: { visual: { locales: 'all' } } };

/**
 * A code is on its way: the button beside the code field counts down ("Resend in 60 seconds"),
 * wrapping a long translation onto two lines rather than pushing the form past the screen's edge.
 */
export const CodeCountdown: Story = {
  parameters: { visual: { locales: 'all' } },
  play: async (context) => countdownFitsScreen(context.canvasElement, storyT(context), 'buyer@example.com'),
};

/** No code is sent to an address that is not an email: the field says so, the countdown waits. */
export const InvalidEmail: Story = {
  play: playScreen(async ({ canvas, t }) => {
    await userEvent.type(await canvas.findByLabelText(t('auth.fields.email')), 'buyer-at-example');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.code.get') }));
    await expect(await canvas.findByText(t('validation.emailInvalid'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('auth.code.get') })).toBeEnabled();
  }),
};

export const WrongCode: Story = {
  // Holds the refusal only: the "code sent" toast before it must leave to let it show.
  parameters: { screen: { toastDuration: { error: 0 } } },
  beforeEach: ({ msw }) => msw.use(...scenarios.codeWrong),
  play: async (context) => {
    await fillForm(context, '111111');
    await refusalToast(context, 'errors.codeWrong');
  },
};

/** The new password is set: back to login with a notice. */
export const Success: Story = {
  parameters: { visual: { disable: 'ends on another route (the navigated-to marker); the screen itself is shot by its other stories' } },
  play: async (context) => {
    await fillForm(context, MOCK_CODE);
    await expect(await within(context.canvasElement).findByTestId('navigated-to')).toHaveTextContent(PATHS.login);
  },
};
