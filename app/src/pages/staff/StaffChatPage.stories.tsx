import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { override, users } from '@shop/api/mocks';
import { PATHS } from '../../routes/paths';
import { everyLocale } from '../../storybook/storyT';
import { emptyStory } from '../../storybook/screenStates';
import StaffChatPage from './StaffChatPage';

/** The console's customer-service inbox (`staff/chat`): conversations buyers wrote in, unread first. */
const meta = {
  title: 'Screens/Staff/Customer service inbox',
  component: StaffChatPage,
  parameters: { screen: { route: PATHS.staffChat, session: 'staff' } },
} satisfies Meta<typeof StaffChatPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The buyer's conversation, with their message to answer; it opens in the chat screen. */
export const Inbox: Story = everyLocale(async (context) => {
  const { t } = context;
  const list = await within(context.canvasElement).findByRole('list', { name: t('routes.staffChat') });
  const links = within(list).getAllByRole('link');
  await expect(links[0]).toHaveTextContent(users.buyer.nickname);
  await expect(links[0]!.getAttribute('href')).toContain(`${PATHS.chat}?id=1`);
});

export const Empty: Story = emptyStory({
  text: 'pages.kefu.staff.empty',
  handlers: [
    override('staffChatConversations', ({ params }) => ({ list: [], page: params.page, pageSize: params.pageSize, total: 0, hasMore: false })),
  ],
});
