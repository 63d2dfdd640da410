import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LIMITS } from '@shop/domain';
import { PATHS } from '../../routes/paths';
import { playScreen, storyT } from '../../storybook/storyT';
import { codeFormStories, requestAndEnterCode, typeNewPassword } from './codeStorySteps';
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
  await typeNewPassword(context.canvasElement, t, 'auth.fields.password', 'secret-123');
  await userEvent.click(canvas.getByRole('checkbox', { name: t('auth.register.agree') }));
  await userEvent.click(canvas.getByRole('button', { name: t('common.register') }));
}

const codeStories = codeFormStories('new.shopper@example.com', fillForm, PATHS.home, '000000');

export const Empty: Story = codeStories.empty;

/** A code is on its way: the countdown wraps rather than pushing the form past the screen's edge. */
export const CodeCountdown: Story = codeStories.countdown;

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
export const WrongCode: Story = codeStories.wrongCode;

/** A complete form registers and signs the new user in. */
export const Success: Story = codeStories.success;
