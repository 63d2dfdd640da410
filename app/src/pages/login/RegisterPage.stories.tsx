import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LIMITS } from '@shop/domain';
import { MOCK_CODE, scenarios } from '@shop/api/mocks';
import { PATHS } from '../../routes/paths';
import { playScreen, storyT } from '../../storybook/storyT';
import { refusalToast } from '../../storybook/refusalToast';
import { countdownFitsScreen, requestAndEnterCode } from './codeStorySteps';
import RegisterPage from './RegisterPage';

/** Register with username, email and a verification code, the password twice and the agreement. */
const meta = {
  title: 'Screens/Login/Register',
  component: RegisterPage,
  parameters: { screen: { route: `${PATHS.register}?invite=MIA2026` } },
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Ctx = Parameters<NonNullable<Story['play']>>[0];

async function fillForm(context: Ctx, code: string) {
  const t = storyT(context);
  const canvas = within(context.canvasElement);
  await userEvent.type(await canvas.findByLabelText(t('auth.fields.username')), 'new_shopper');
  await requestAndEnterCode(context.canvasElement, t, 'new.shopper@example.com', code);
  await userEvent.type(canvas.getByLabelText(t('auth.fields.password')), 'secret-123');
  await userEvent.type(canvas.getByLabelText(t('auth.fields.confirmPassword')), 'secret-123');
  await userEvent.click(canvas.getByRole('checkbox', { name: t('auth.register.agree') }));
  await userEvent.click(canvas.getByRole('button', { name: t('common.register') }));
}

export const Empty: Story = { parameters: { visual: { locales: 'all' } } };

/**
 * A code is on its way: the button beside the code field counts down ("Resend in 60 seconds"),
 * wrapping a long translation onto two lines rather than pushing the form past the screen's edge.
 */
export const CodeCountdown: Story = {
  parameters: { visual: { locales: 'all' } },
  play: async (context) => countdownFitsScreen(context.canvasElement, storyT(context), 'new.shopper@example.com'),
};

/** Everything wrong at once: each field says what it needs, the agreement must be accepted. */
export const ValidationErrors: Story = {
  play: playScreen(async ({ canvas, t }) => {
    await userEvent.type(await canvas.findByLabelText(t('auth.fields.email')), 'not-an-email');
    await userEvent.type(canvas.getByLabelText(t('auth.fields.password')), '123');
    await userEvent.type(canvas.getByLabelText(t('auth.fields.confirmPassword')), '456');
    await userEvent.click(canvas.getByRole('button', { name: t('common.register') }));
    await expect(await canvas.findByText(t('validation.emailInvalid'))).toBeInTheDocument();
    await expect(canvas.getByText(t('validation.passwordTooShort', { min: LIMITS.loginPasswordMin }))).toBeInTheDocument();
    await expect(canvas.getByText(t('messages.passwordMismatch'))).toBeInTheDocument();
    await expect(canvas.getByText(t('validation.agreementRequired'))).toBeInTheDocument();
  }),
};

/** The code does not match what was sent: the server's message shows. */
export const WrongCode: Story = {
  // Holds the refusal only: the "code sent" toast before it must leave to let it show.
  parameters: { screen: { toastDuration: { error: 0 } } },
  beforeEach: ({ msw }) => msw.use(...scenarios.codeWrong),
  play: async (context) => {
    await fillForm(context, '000000');
    await refusalToast(context, 'errors.codeWrong');
  },
};

/** A complete form registers and signs the new user in. */
export const Success: Story = {
  parameters: { visual: { disable: 'ends on another route (the navigated-to marker); the screen itself is shot by its other stories' } },
  play: async (context) => {
    await fillForm(context, MOCK_CODE);
    await expect(await within(context.canvasElement).findByTestId('navigated-to')).toHaveTextContent(PATHS.home);
  },
};
