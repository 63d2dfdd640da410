import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LIMITS } from '@shop/domain';
import { MOCK_CODE, scenarios } from '@shop/api/mocks';
import { PATHS } from '../../routes/paths';
import { storyT } from '../../storybook/storyT';
import RegisterPage from './RegisterPage';

/** Register with username, email and a verification code, the password twice and the agreement. */
const meta = {
  title: 'Screens/Sign in/Register',
  component: RegisterPage,
  parameters: { screen: { route: `${PATHS.register}?invite=MIA2026` } },
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Ctx = Parameters<NonNullable<Story['play']>>[0];

const afterFocusRestore = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

async function fillForm(context: Ctx, code: string) {
  const t = storyT(context);
  const canvas = within(context.canvasElement);
  await userEvent.type(await canvas.findByLabelText(t('auth.fields.username')), 'new_shopper');
  await userEvent.type(canvas.getByLabelText(t('auth.fields.email')), 'new.shopper@example.com');
  await userEvent.click(canvas.getByRole('button', { name: t('auth.code.get') }));
  // Sending shows a modal loading toast; as it closes, react-aria restores focus on the next
  // frame. Typing before that would lose keys to the focus move, as it would for a very quick person.
  await within(document.body).findByText(t('auth.codeSent'));
  await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  await afterFocusRestore();
  const codeField = canvas.getByLabelText(t('auth.fields.code'));
  await userEvent.type(codeField, code);
  await expect(codeField).toHaveValue(code);
  await userEvent.type(canvas.getByLabelText(t('auth.fields.password')), 'secret-123');
  await userEvent.type(canvas.getByLabelText(t('auth.fields.confirmPassword')), 'secret-123');
  await userEvent.click(canvas.getByRole('checkbox', { name: t('auth.register.agree') }));
  await userEvent.click(canvas.getByRole('button', { name: t('common.register') }));
}

export const Empty: Story = { parameters: { visual: { locales: 'all' } } };

/** Everything wrong at once: each field says what it needs, the agreement must be accepted. */
export const ValidationErrors: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(await canvas.findByLabelText(t('auth.fields.email')), 'not-an-email');
    await userEvent.type(canvas.getByLabelText(t('auth.fields.password')), '123');
    await userEvent.type(canvas.getByLabelText(t('auth.fields.confirmPassword')), '456');
    await userEvent.click(canvas.getByRole('button', { name: t('common.register') }));
    await expect(await canvas.findByText(t('validation.emailInvalid'))).toBeInTheDocument();
    await expect(canvas.getByText(t('validation.passwordTooShort', { min: LIMITS.loginPasswordMin }))).toBeInTheDocument();
    await expect(canvas.getByText(t('messages.passwordMismatch'))).toBeInTheDocument();
    await expect(canvas.getByText(t('validation.agreementRequired'))).toBeInTheDocument();
  },
};

/** The code does not match what was sent: the server's message shows. */
export const WrongCode: Story = {
  beforeEach: ({ msw }) => msw.use(...scenarios.codeWrong),
  play: async (context) => {
    await fillForm(context, '000000');
    await expect(await within(document.body).findByText(storyT(context)('errors.codeWrong'))).toBeInTheDocument();
  },
};

/** A complete form registers and signs the new user in. */
export const Success: Story = {
  play: async (context) => {
    await fillForm(context, MOCK_CODE);
    await expect(await within(context.canvasElement).findByTestId('navigated-to')).toHaveTextContent(PATHS.home);
  },
};
