import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_CODE, MOCK_PASSWORD, SAMPLE_PNG, users } from '@shop/api/mocks';
import { CODE_COUNTDOWN_SECONDS } from '@shop/ui';
import { PATHS } from '../../../routes/paths';
import { refusalToast } from '../../../storybook/refusalToast';
import { everyLocale, playScreen, storyT } from '../../../storybook/storyT';
import ProfilePage from './ProfilePage';
import { failedStory, loadingStory } from '../../../storybook/screenStates';

/**
 * Profile: avatar (tap to change), nickname, the email and phone (each changed in a sheet with a
 * code to the new address and the login password), and the fixed details with a copyable invite code.
 */
const meta = {
  title: 'Screens/Me/User/Profile',
  component: ProfilePage,
  parameters: { screen: { route: PATHS.profile, session: 'buyer' } },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = everyLocale(async ({ canvas, t }) => {
  await expect(await canvas.findByLabelText(t('pages.profile.nickname'))).toHaveValue(users.buyer.nickname);
  await expect(canvas.getByText(users.buyer.username)).toBeInTheDocument();
  await expect(canvas.getByText(users.buyer.inviteCode)).toBeInTheDocument();
  await expect(canvas.getByRole('button', { name: t('pages.profile.copyInviteCode') })).toBeInTheDocument();
  await expect(canvas.getByRole('button', { name: t('pages.profile.changeAvatar') })).toBeInTheDocument();
  // Nothing changed yet, nothing to save.
  await expect(canvas.getByRole('button', { name: t('common.save') })).toBeDisabled();
});

export const Loading: Story = loadingStory();

export const Failed: Story = failedStory();

/** An empty nickname is refused by the rule; a new one is saved. */
export const SaveNickname: Story = {
  parameters: { screen: { toastDuration: 0 } },
  play: playScreen(async ({ canvas, t }) => {
    const field = await canvas.findByLabelText(t('pages.profile.nickname'));
    const save = canvas.getByRole('button', { name: t('common.save') });
    await userEvent.clear(field);
    await userEvent.click(save);
    await expect(await canvas.findByText(t('validation.required'))).toBeInTheDocument();
    await userEvent.type(field, 'Mia Tan');
    await userEvent.click(save);
    await expect(await within(document.body).findByText(t('pages.profile.nicknameSaved'))).toBeInTheDocument();
    await expect(field).toHaveValue('Mia Tan');
    await waitFor(() => expect(save).toBeDisabled());
  }),
};

/** A new photo uploads and is saved at once. */
export const ChangeAvatar: Story = {
  parameters: { screen: { toastDuration: 0 } },
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    await canvas.findByRole('button', { name: t('pages.profile.changeAvatar') });
    const input = context.canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([SAMPLE_PNG], 'me.png', { type: 'image/png' }));
    await expect(await within(document.body).findByText(t('pages.profile.avatarSaved'))).toBeInTheDocument();
  }),
};

const NEW_EMAIL = 'mia.tan@example.com';

/** Opens the email sheet from its row and returns its fields. */
async function openEmailSheet(context: StoryContext) {
  const t = storyT(context);
  await userEvent.click(await within(context.canvasElement).findByRole('button', { name: t('pages.profile.contact.changeEmail') }));
  const sheet = within(await within(document.body).findByRole('dialog', { name: t('pages.profile.contact.changeEmail') }));
  return {
    sheet,
    target: sheet.getByLabelText(t('pages.profile.contact.newEmail')),
    code: sheet.getByLabelText(t('auth.fields.code')),
    password: sheet.getByLabelText(t('pages.loginPassword.oldPassword')),
    submit: sheet.getByRole('button', { name: t('pages.profile.contact.submit') }),
  };
}

/** Types the new address and asks for a code; resolves once the countdown runs and the toast has gone. */
async function sendCodeTo(context: StoryContext, form: Awaited<ReturnType<typeof openEmailSheet>>, email: string) {
  const t = storyT(context);
  await userEvent.type(form.target, email);
  await userEvent.click(form.sheet.getByRole('button', { name: t('auth.code.get') }));
  await expect(await within(document.body).findByText(t('pages.profile.contact.codeSent'))).toBeInTheDocument();
  await waitFor(() => expect(within(document.body).queryByText(t('pages.profile.contact.codeSent'))).toBeNull(), { timeout: 5000 });
}

/** "Change" on the email row opens the sheet: the new address with its code button, and the current password. */
export const ChangeEmailForm: Story = {
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    await expect(await canvas.findByText(users.buyer.email!)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('pages.profile.contact.changePhone') })).toBeInTheDocument();
    const form = await openEmailSheet(context);
    await expect(form.sheet.getByText(t('pages.profile.contact.intro'))).toBeInTheDocument();
    await expect(form.target).toHaveAttribute('type', 'email');
    await expect(form.password).toHaveAttribute('type', 'password');
    await expect(form.sheet.getByRole('button', { name: t('auth.code.get') })).toBeInTheDocument();
    // Nothing filled in: each field says what it needs, and nothing is sent.
    await userEvent.click(form.submit);
    await expect(await form.sheet.findAllByText(t('validation.required'))).toHaveLength(3);
    await userEvent.type(form.target, 'not-an-email');
    await userEvent.click(form.sheet.getByRole('button', { name: t('auth.code.get') }));
    await expect(await form.sheet.findByText(t('validation.emailInvalid'))).toBeInTheDocument();
  }),
};

/** The code went to the new address: the button counts down, and the code field says where it went. */
export const ChangeEmailCodeSent: Story = {
  play: playScreen(async (context) => {
    const { t } = context;
    const form = await openEmailSheet(context);
    await sendCodeTo(context, form, NEW_EMAIL);
    const counting = form.sheet.getByRole('button', { name: t('auth.code.counting', { count: CODE_COUNTDOWN_SECONDS }) });
    await expect(counting).toHaveAttribute('aria-disabled', 'true');
    await expect(form.sheet.getByText(t('pages.profile.contact.sentTo', { target: `\u2068${NEW_EMAIL}\u2069` }))).toBeInTheDocument();
    await userEvent.type(form.code, MOCK_CODE);
    await expect(form.code).toHaveValue(MOCK_CODE);
  }),
};

/**
 * A wrong current password is refused on its field and nothing typed is lost; with the right one
 * the email changes, the sheet closes and the row shows the new address.
 */
export const ChangeEmailWrongPassword: Story = {
  play: playScreen(async (context) => {
    const { t } = context;
    const form = await openEmailSheet(context);
    await sendCodeTo(context, form, NEW_EMAIL);
    await userEvent.type(form.code, MOCK_CODE);
    await userEvent.type(form.password, 'not-my-password');
    await userEvent.click(form.submit);
    await refusalToast(context, 'errors.loginFailed');
    await expect(await form.sheet.findByText(t('errors.loginFailed'))).toBeInTheDocument();
    await expect(form.password).toHaveAttribute('aria-invalid', 'true');
    await expect(form.target).toHaveValue(NEW_EMAIL);
    await expect(form.code).toHaveValue(MOCK_CODE);

    await userEvent.clear(form.password);
    await userEvent.type(form.password, MOCK_PASSWORD);
    await userEvent.click(form.submit);
    await expect(await within(document.body).findByText(t('pages.profile.contact.emailDone'))).toBeInTheDocument();
    await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: t('pages.profile.contact.changeEmail') })).toBeNull());
    await expect(await within(context.canvasElement).findByText(NEW_EMAIL)).toBeInTheDocument();
    // The picture is the profile with the new address: after a passing error toast a held one
    // could not show, so the story waits for it to leave instead.
    await waitFor(() => expect(within(document.body).queryByText(t('pages.profile.contact.emailDone'))).toBeNull(), { timeout: 5000 });
  }),
};
