import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { stores } from '@shop/api/mocks';
import { PATHS } from '../../../routes/paths';
import { everyLocale, playScreen } from '../../../storybook/storyT';
import FollowedStoresPage from './FollowedStoresPage';
import { emptyStory, failedStory, loadingStory } from '../../../storybook/screenStates';

/** Followed stores: logo, name, followers; each opens the store; unfollow asks first. */
const meta = {
  title: 'Screens/Me/User/Followed stores',
  component: FollowedStoresPage,
  parameters: { screen: { route: PATHS.followedStores, session: 'buyer' } },
} satisfies Meta<typeof FollowedStoresPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mock follows stores 1 and 3. */
const followed = stores.filter((s) => s.id === 1 || s.id === 3);

export const Loaded: Story = everyLocale(async ({ canvas, t }) => {
  const list = await canvas.findByRole('list', { name: t('routes.followedStores') });
  const links = within(list).getAllByRole('link');
  await expect(links).toHaveLength(followed.length);
  await expect(links[0]!.getAttribute('href')).toContain(`${PATHS.storeView}?id=${followed[0]!.id}`);
  await expect(within(list).getByText(t('pages.followedStores.followers', { count: followed[0]!.followers }))).toBeInTheDocument();
});

/** Unfollow asks first; cancelling keeps the store, confirming takes it off the list. */
export const Unfollow: Story = {
  parameters: { screen: { toastDuration: 0 } },
  play: playScreen(async ({ canvas, t }) => {
    const target = followed[0]!;
    const list = await canvas.findByRole('list', { name: t('routes.followedStores') });

    await userEvent.click(within(list).getAllByRole('button', { name: t('pages.followedStores.unfollow') })[0]!);
    let dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).getByText(t('pages.followedStores.unfollowConfirm', { name: target.name }))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(followed.length));

    await userEvent.click(within(list).getAllByRole('button', { name: t('pages.followedStores.unfollow') })[0]!);
    dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('pages.followedStores.unfollow') }));
    await expect(await within(document.body).findByText(t('pages.followedStores.unfollowed'))).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(followed.length - 1));
    await expect(within(list).queryByText(target.name)).toBeNull();
  }),
};

export const Loading: Story = loadingStory();

/** Following nobody: the empty state leads to the store street. */
export const Empty: Story = emptyStory({ text: 'pages.followedStores.empty', action: 'pages.followedStores.browse' });

export const Failed: Story = failedStory();
