import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_PASSWORD, scenarios } from '@shop/api/mocks';
import { PATHS } from '../../../routes/paths';
import { everyLocale, playScreen, storyT } from '../../../storybook/storyT';
import { refusalToast } from '../../../storybook/refusalToast';
import LoginPasswordPage from './LoginPasswordPage';

/** Changing the login password: current, new, new again; afterwards the buyer logs in again. */
const meta = {
  title: 'Screens/Me/User/LoginPassword',
  component: LoginPasswordPage,
  parameters: { screen: { route: PATHS.loginPassword, session: 'buyer' } },
} satisfies Meta<typeof LoginPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const fields = async (context: StoryContext) => {
  const t = storyT(context);
  const canvas = within(context.canvasElement);
  return {
    old: await canvas.findByLabelText(t('pages.loginPassword.oldPassword')),
    next: canvas.getByLabelText(t('auth.fields.newPassword')),
    again: canvas.getByLabelText(t('auth.fields.confirmPassword')),
    submit: canvas.getByRole('button', { name: t('pages.loginPassword.submit') }),
  };
};

const fill = async (context: StoryContext, old: string, password: string, confirm = password) => {
  const form = await fields(context);
  await userEvent.type(form.old, old);
  await userEvent.type(form.next, password);
  await userEvent.type(form.again, confirm);
  return form;
};

export const Loaded: Story = everyLocale(async (context) => {
  const { canvas, t } = context;
  await expect(await canvas.findByRole('heading', { name: t('pages.loginPassword.heading') })).toBeInTheDocument();
  const form = await fields(context);
  await expect(form.old).toHaveAttribute('type', 'password');
  // Each field can be shown and hidden.
  await expect(canvas.getAllByRole('button', { name: t('auth.fields.showPassword') })).toHaveLength(3);
});

/** The domain's rules: every field required, at least 6 characters, the two entries equal. */
export const Validation: Story = {
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    const form = await fields(context);
    await userEvent.click(form.submit);
    await expect(await canvas.findAllByText(t('validation.required'))).toHaveLength(3);
    await userEvent.type(form.old, MOCK_PASSWORD);
    await userEvent.type(form.next, 'abc');
    await userEvent.type(form.again, 'abd');
    await userEvent.click(form.submit);
    await expect(await canvas.findByText(t('validation.passwordTooShort', { min: 6 }))).toBeInTheDocument();
    await expect(canvas.getByText(t('messages.passwordMismatch'))).toBeInTheDocument();
    await expect(form.next).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByTestId('navigated-to')).toBeNull();
  }),
};

/** The current password is wrong: the server's message, and nothing typed is lost. */
export const WrongCurrentPassword: Story = {
  parameters: { screen: { toastDuration: 0 } },
  play: async (context) => {
    const form = await fill(context, 'not-my-password', 'brand-new-1');
    await userEvent.click(form.submit);
    await refusalToast(context, 'errors.loginFailed');
    await expect(form.old).toHaveValue('not-my-password');
    await expect(form.next).toHaveValue('brand-new-1');
    await expect(within(context.canvasElement).queryByTestId('navigated-to')).toBeNull();
  },
};

/** While the change is on its way the button is busy and the fields keep their text. */
export const Saving: Story = {
  beforeEach: ({ msw }) => msw.use(...scenarios.loading),
  play: async (context) => {
    const form = await fill(context, MOCK_PASSWORD, 'brand-new-1');
    await userEvent.click(form.submit);
    await waitFor(() => expect(form.submit).toHaveAttribute('data-pending', 'true'));
    await expect(form.next).toHaveValue('brand-new-1');
  },
};

/** Changed: signed out here too, with a toast saying why, and on to log in. */
export const Changed: Story = {
  parameters: { visual: { disable: 'ends on the login route (the navigated-to marker); Loaded shows the page' } },
  play: playScreen(async (context) => {
    const { t } = context;
    const form = await fill(context, MOCK_PASSWORD, 'brand-new-1');
    await userEvent.click(form.submit);
    await expect(await within(context.canvasElement).findByTestId('navigated-to')).toHaveTextContent(PATHS.login);
    await expect(await within(document.body).findByText(t('pages.loginPassword.done'))).toBeInTheDocument();
  }),
};
