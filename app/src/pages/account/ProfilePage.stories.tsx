import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SAMPLE_PNG, scenarios, users } from '@shop/api/mocks';
import { PATHS } from '../../routes/paths';
import { storyT } from '../../storybook/storyT';
import ProfilePage from './ProfilePage';

/** Profile: avatar (tap to change), nickname, and the account's fixed details with a copyable invite code. */
const meta = {
  title: 'Screens/Account/Profile',
  component: ProfilePage,
  parameters: { screen: { route: PATHS.profile, session: 'buyer' } },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  parameters: { visual: { locales: 'all' } },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByLabelText(t('pages.profile.nickname'))).toHaveValue(users.buyer.nickname);
    await expect(canvas.getByText(users.buyer.username)).toBeInTheDocument();
    await expect(canvas.getByText(users.buyer.inviteCode)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('pages.profile.copyInviteCode') })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('pages.profile.changeAvatar') })).toBeInTheDocument();
    // Nothing changed yet, nothing to save.
    await expect(canvas.getByRole('button', { name: t('common.save') })).toBeDisabled();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(...scenarios.loading),
  play: async (context) => {
    const text = await within(context.canvasElement).findByText(storyT(context)('common.loading'));
    await expect(text.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => msw.use(...scenarios.errorMessage),
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(t('messages.pageLoadFailed'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeInTheDocument();
  },
};

/** An empty nickname is refused by the rule; a new one is saved. */
export const SaveNickname: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
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
  },
};

/** A new photo uploads and is saved at once. */
export const ChangeAvatar: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await canvas.findByRole('button', { name: t('pages.profile.changeAvatar') });
    const input = context.canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([SAMPLE_PNG], 'me.png', { type: 'image/png' }));
    await expect(await within(document.body).findByText(t('pages.profile.avatarSaved'))).toBeInTheDocument();
  },
};
