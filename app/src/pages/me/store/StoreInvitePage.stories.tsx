import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { invite } from '@shop/api/mocks';
import { PATHS } from '../../../routes/paths';
import { everyLocale } from '../../../storybook/storyT';
import StoreInvitePage from './StoreInvitePage';
import { failedStory, loadingStory } from '../../../storybook/screenStates';

/** The invitation code and link, the link as a QR code, copy and share, and the count of invitees. */
const meta = {
  title: 'Screens/Me/Store/StoreInvite',
  component: StoreInvitePage,
  parameters: { screen: { route: PATHS.storeInvite, session: 'merchant' } },
} satisfies Meta<typeof StoreInvitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = everyLocale(async ({ canvas, t }) => {
  await expect(await canvas.findByText(invite.inviteCode)).toBeInTheDocument();
  await expect(canvas.getByText(invite.inviteUrl)).toBeInTheDocument();
  // The QR code arrives with its own lazily loaded module.
  const qr = await canvas.findByRole('img', { name: t('pages.merchant.invite.qr') });
  await expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  for (const key of ['share', 'copyCode', 'copyLink']) {
    await expect(
      canvas.getByRole('button', { name: t(`pages.merchant.invite.${key}`) }),
    ).toBeEnabled();
  }
});

export const Loading: Story = loadingStory();

export const Failed: Story = failedStory({ retry: false });
