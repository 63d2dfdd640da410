import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_PASSWORD, refusedWith, scenarios, users } from '@shop/api/mocks';
import { PATHS } from '../../routes/paths';
import { playScreen, storyT } from '../../storybook/storyT';
import { refusalToast } from '../../storybook/refusalToast';
import LoginPage from './LoginPage';

/** Sign in with username, email or phone and password; the image captcha when the server asks. */
const meta = {
  title: 'Screens/Login/Log in',
  component: LoginPage,
  parameters: { screen: { route: `${PATHS.login}?redirect=${encodeURIComponent(PATHS.me)}` } },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Ctx = Parameters<NonNullable<Story['play']>>[0];

async function fill(context: Ctx, account: string, password: string) {
  const t = storyT(context);
  const canvas = within(context.canvasElement);
  await userEvent.type(await canvas.findByLabelText(t('auth.fields.account')), account);
  await userEvent.type(canvas.getByLabelText(t('auth.fields.password')), password);
  await userEvent.click(canvas.getByRole('button', { name: t('common.logIn') }));
}

export const Empty: Story = { parameters: { visual: { locales: 'all' } } };

/** Pressing log in with nothing filled shows what each field needs, in the reader's language. */
export const ValidationErrors: Story = {
  play: playScreen(async ({ canvas, t }) => {
    await userEvent.click(await canvas.findByRole('button', { name: t('common.logIn') }));
    await expect(canvas.getByLabelText(t('auth.fields.account'))).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getAllByText(t('validation.required')).length).toBeGreaterThanOrEqual(2);
  }),
};

/** The server refuses the password: its translated message shows as a toast. */
export const WrongPassword: Story = {
  parameters: { screen: { toastDuration: 0 } },
  beforeEach: ({ msw }) => msw.use(...scenarios.loginFailed),
  play: async (context) => {
    await fill(context, users.buyer.username, 'not-the-password');
    await refusalToast(context, 'errors.loginFailed');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** After repeated failures the server asks for the image captcha. */
export const CaptchaRequired: Story = {
  parameters: { screen: { toastDuration: 0 } },
  beforeEach: ({ msw }) => msw.use(refusedWith('login', 'captchaWrong')),
  play: playScreen(async (context) => {
    const { t } = context;
    await fill(context, users.buyer.username, MOCK_PASSWORD);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByLabelText(t('auth.fields.captcha'))).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: t('auth.fields.captchaImage') })).toBeInTheDocument();
    // Settled for review: the sending overlay has gone.
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  }),
};

/** Signing in goes back to where the visitor was going. */
export const Success: Story = {
  parameters: { visual: { disable: 'ends on another route (the navigated-to marker); the screen itself is shot by its other stories' } },
  play: async (context) => {
    await fill(context, users.buyer.username, MOCK_PASSWORD);
    await expect(await within(context.canvasElement).findByTestId('navigated-to')).toHaveTextContent(PATHS.me);
  },
};
