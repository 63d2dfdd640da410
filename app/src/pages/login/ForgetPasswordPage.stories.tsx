import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_CODE, scenarios } from '@shop/api/mocks';
import { PATHS } from '../../routes/paths';
import { storyT } from '../../storybook/storyT';
import ForgetPasswordPage from './ForgetPasswordPage';

/** Forgot password: a code to the account's email, then the new password twice. */
const meta = {
  title: 'Screens/Sign in/Forgot password',
  component: ForgetPasswordPage,
  parameters: { screen: { route: PATHS.forget } },
} satisfies Meta<typeof ForgetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Ctx = Parameters<NonNullable<Story['play']>>[0];

const afterFocusRestore = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

async function fillForm(context: Ctx, code: string) {
  const t = storyT(context);
  const canvas = within(context.canvasElement);
  await userEvent.type(await canvas.findByLabelText(t('auth.fields.email')), 'buyer@example.com');
  await userEvent.click(canvas.getByRole('button', { name: t('auth.code.get') }));
  // Sending shows a modal loading toast; as it closes, react-aria restores focus on the next
  // frame. Typing before that would lose keys to the focus move, as it would for a very quick person.
  await within(document.body).findByText(t('auth.codeSent'));
  await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  await afterFocusRestore();
  const codeField = canvas.getByLabelText(t('auth.fields.code'));
  await userEvent.type(codeField, code);
  await expect(codeField).toHaveValue(code);
  await userEvent.type(canvas.getByLabelText(t('auth.fields.newPassword')), 'new-secret-1');
  await userEvent.type(canvas.getByLabelText(t('auth.fields.confirmPassword')), 'new-secret-1');
  await userEvent.click(canvas.getByRole('button', { name: t('auth.forget.submit') }));
}

export const Empty: Story = { parameters: { visual: { locales: 'all' } } };

/** No code is sent to an address that is not an email: the field says so, the countdown waits. */
export const InvalidEmail: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(await canvas.findByLabelText(t('auth.fields.email')), 'buyer-at-example');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.code.get') }));
    await expect(await canvas.findByText(t('validation.emailInvalid'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('auth.code.get') })).toBeEnabled();
  },
};

export const WrongCode: Story = {
  beforeEach: ({ msw }) => msw.use(...scenarios.codeWrong),
  play: async (context) => {
    await fillForm(context, '111111');
    await expect(await within(document.body).findByText(storyT(context)('errors.codeWrong'))).toBeInTheDocument();
  },
};

/** The new password is set: back to login with a notice. */
export const Success: Story = {
  play: async (context) => {
    await fillForm(context, MOCK_CODE);
    await expect(await within(context.canvasElement).findByTestId('navigated-to')).toHaveTextContent(PATHS.login);
  },
};
