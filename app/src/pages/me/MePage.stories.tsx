import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { chatScenarios, scenarios, users } from '@shop/api/mocks';
import { storyChat } from '../../storybook/storyChat';
import { PATHS } from '../../routes/paths';
import { PageLoading } from '../../shell/PageStates';
import { everyLocale, playScreen, storyT } from '../../storybook/storyT';
import MePage from './MePage';

/** Account home: who is signed in, the balance, order shortcuts with counts, settings, log out. */
const meta = {
  title: 'Screens/Me/Me',
  component: MePage,
  parameters: { screen: { route: PATHS.me, session: 'buyer' } },
} satisfies Meta<typeof MePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Buyer: Story = everyLocale(async (context) => {
  const { canvas } = context;
  await expect(await canvas.findByRole('heading', { name: users.buyer.nickname })).toBeInTheDocument();
  // The operations console is for staff only.
  await expect(canvas.queryByRole('link', { name: storyT(context)('routes.staff') })).toBeNull();
});

/**
 * Unread chat messages: their total on the account tab (the store's two answers); a message
 * pushed over the chat socket raises it without a reload.
 */
export const UnreadMessages: Story = {
  beforeEach: () => chatScenarios.chatUnread(),
  play: playScreen(async ({ canvas, t }) => {
    await expect(await canvas.findByText(t('pages.kefu.unread', { count: 2 }))).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t('routes.chatList') })).toHaveAttribute('href', `#${PATHS.chatList}`);
    await waitFor(() => expect(storyChat().sockets.at(-1)?.sent[0]?.type).toBe('hello'));
  }),
};

/** A staff account: the operations console's entry, next to the account's settings. */
export const Staff: Story = {
  parameters: { screen: { route: PATHS.me, session: 'staff' } },
  play: playScreen(async (context) => {
    const { canvas } = context;
    await expect(await canvas.findByRole('heading', { name: users.staff.nickname })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: storyT(context)('routes.staff') })).toHaveAttribute('href', `#${PATHS.staff}`);
  }),
};

export const Merchant: Story = {
  parameters: { screen: { route: PATHS.me, session: 'merchant' } },
  play: playScreen(async (context) => {
    const { canvas } = context;
    await expect(await canvas.findByRole('link', { name: storyT(context)('routes.merchant') })).toBeInTheDocument();
  }),
};

export const NoOrders: Story = {
  beforeEach: ({ msw }) => msw.use(...scenarios.ordersEmpty),
};

/** Log out asks first; confirming signs out. */
export const LogOut: Story = {
  parameters: { visual: { disable: 'ends on the login route (the navigated-to marker); the account screen is shot by its other stories' } },
  play: playScreen(async ({ canvas, t }) => {
    await userEvent.click(await canvas.findByRole('button', { name: t('common.logOut') }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.logOut') }));
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(PATHS.login);
  }),
};

/**
 * Opening the account page before its code has arrived (the route's loading screen, after
 * 200 ms): the bar with the title, the header's and rows' shapes and the tab bar, never a blank
 * page with a spinner.
 */
export const Opening: Story = {
  render: () => <PageLoading />,
  play: playScreen(async ({ canvas, t }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t('routes.me') })).toBeInTheDocument();
    const loading = canvas.getAllByText(t('common.loading'))[0]!;
    await expect(loading.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('navigation', { name: t('tabs.label') })).toBeInTheDocument();
  }),
};
