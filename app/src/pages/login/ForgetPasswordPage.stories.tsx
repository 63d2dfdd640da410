import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PATHS } from '../../routes/paths';
import { playScreen, storyT } from '../../storybook/storyT';
import { codeFormStories, requestAndEnterCode, typeNewPassword } from './codeStorySteps';
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
  await typeNewPassword(context.canvasElement, t, 'auth.fields.newPassword', 'new-secret-1');
  await userEvent.click(canvas.getByRole('button', { name: t('auth.forget.submit') }));
}

const codeStories = codeFormStories('buyer@example.com', fillForm, PATHS.login, '111111');

export const Empty: Story = codeStories.empty;

/** A code is on its way: the countdown wraps rather than pushing the form past the screen's edge. */
export const CodeCountdown: Story = codeStories.countdown;

/** No code is sent to an address that is not an email: the field says so, the countdown waits. */
export const InvalidEmail: Story = {
  play: playScreen(async ({ canvas, t }) => {
    await userEvent.type(await canvas.findByLabelText(t('auth.fields.email')), 'buyer-at-example');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.code.get') }));
    await expect(await canvas.findByText(t('validation.emailInvalid'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('auth.code.get') })).toBeEnabled();
  }),
};

export const WrongCode: Story = codeStories.wrongCode;

/** The new password is set: back to login with a notice. */
export const Success: Story = codeStories.success;
