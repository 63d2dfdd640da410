import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { chatScenarios, MOCK_NOW, mockState, override, refuse, scenarios, stores } from '@shop/api/mocks';
import { storyChat } from '../../storybook/storyChat';
import { PATHS } from '../../routes/paths';
import { playScreen } from '../../storybook/storyT';
import ChatListPage from './ChatListPage';
import { emptyStory, failedStory, loadingStory } from '../../storybook/screenStates';

/** The buyer's conversations (`kefu/index`): customer service pinned first, then stores. */
const meta = {
  title: 'Screens/Kefu/Conversations',
  component: ChatListPage,
  parameters: { screen: { route: PATHS.chatList, session: 'buyer' } },
} satisfies Meta<typeof ChatListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Customer service first although the store wrote last; the store's two answers are unread. */
export const Loaded: Story = {
  parameters: { visual: { locales: 'all' } },
  beforeEach: () => chatScenarios.chatUnread(),
  play: playScreen(async (context) => {
    const { t } = context;
    const list = await within(context.canvasElement).findByRole('list', { name: t('routes.chatList') });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveTextContent(t('pages.kefu.support'));
    await expect(links[0]!.getAttribute('href')).toContain(`${PATHS.chat}?id=1`);
    await expect(links[1]).toHaveTextContent(stores[0]!.name);
    await expect(within(links[1]!).getByText(t('pages.kefu.unread', { count: 2 }))).toBeInTheDocument();
    await expect(links[1]).toHaveTextContent('Yes, black ships tomorrow.');
  }),
};

/** A message arrives over the socket: the list reads the server again and shows it, with its count. */
export const LiveUpdate: Story = {
  play: playScreen(async (context) => {
    const { t } = context;
    const list = await within(context.canvasElement).findByRole('list', { name: t('routes.chatList') });
    await waitFor(() => expect(storyChat().sockets.at(-1)?.sent[0]?.type).toBe('hello'));
    // What the server holds once customer service answered, then the push that says so.
    const message = { id: 9200, conversationId: 1, mine: false, kind: 'text' as const, content: 'Your parcel left the depot.', product: null, createdAt: new Date(MOCK_NOW).toISOString(), read: false };
    mockState.data.messages.push(message);
    Object.assign(mockState.data.conversations.find((c) => c.id === 1)!, { lastMessage: message, unread: 1, updatedAt: message.createdAt });
    storyChat().pushMessage(message);
    await expect(await within(list).findByText(message.content)).toBeInTheDocument();
    await expect(within(list).getByText(t('pages.kefu.unread', { count: 1 }))).toBeInTheDocument();
  }),
};

/** The last message was a photo or a product: the preview says so in the reader's language. */
export const Previews: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      override('chatConversations', ({ state }) =>
        state.data.conversations
          .filter((c) => c.peer.kind !== 'user')
          .map((c) => ({ ...c, lastMessage: state.data.messages.find((m) => m.id === (c.id === 2 ? 6 : 4)) ?? null })),
      ),
    ),
  play: playScreen(async (context) => {
    const { t } = context;
    const list = await within(context.canvasElement).findByRole('list', { name: t('routes.chatList') });
    await expect(await within(list).findByText(t('pages.kefu.preview.image'))).toBeInTheDocument();
    await expect(within(list).getByText(t('pages.kefu.preview.product'))).toBeInTheDocument();
  }),
};

/** No conversation yet: the way to customer service. */
export const Empty: Story = emptyStory({ text: 'pages.kefu.list.empty', action: 'pages.kefu.contactSupport' });

/** The empty state's button opens the customer-service chat. */
export const EmptyContactsSupport: Story = {
  parameters: { visual: { disable: 'ends on another route (the navigated-to marker); Empty shows the state' } },
  beforeEach: ({ msw }) => msw.use(...scenarios.empty),
  play: playScreen(async ({ canvas, t }) => {
    await userEvent.click(await canvas.findByRole('button', { name: t('pages.kefu.contactSupport') }));
    await waitFor(() => expect(canvas.getByTestId('navigated-to')).toHaveTextContent(`${PATHS.chat}?with=support`));
  }),
};

export const Loading: Story = loadingStory();

export const Failed: Story = failedStory({ handlers: [override('chatConversations', () => refuse('internal'))] });

/** The list failed: a retry that loads it. */
export const FailedThenRetry: Story = {
  parameters: { visual: { disable: 'ends on the loaded list, which Loaded shows; Failed shows the failure' } },
  beforeEach: ({ msw }) => {
    let calls = 0;
    msw.use(
      override('chatConversations', ({ state }) => {
        calls += 1;
        return calls === 1 ? refuse('internal') : state.data.conversations.filter((c) => c.peer.kind !== 'user');
      }),
    );
  },
  play: playScreen(async ({ canvas, t }) => {
    await expect(await canvas.findByText(t('messages.pageLoadFailed'))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(await canvas.findByRole('list', { name: t('routes.chatList') })).toBeInTheDocument();
  }),
};
