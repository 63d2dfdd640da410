import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { chatScenarios, fixturePicture, MOCK_NOW, orders, override, products, refuse, SAMPLE_PNG, stores, users } from '@shop/api/mocks';
import { PATHS } from '../../routes/paths';
import { everyLocale, playScreen, storyT } from '../../storybook/storyT';
import { failedStory } from '../../storybook/screenStates';
import { resetStoryChat, storyChat } from '../../storybook/storyChat';
import ChatPage from './ChatPage';
import { containing } from '../../storybook/namePatterns';

/**
 * One conversation (`kefu/chat`): store 1's chat with the buyer holds a product card, text both
 * ways, a photo; customer service's is all text. Real-time arrivals come from the story's fake
 * chat server (storyChat).
 */
const meta = {
  title: 'Screens/Kefu/Chat',
  component: ChatPage,
  parameters: { screen: { route: `${PATHS.chat}?id=2`, session: 'buyer' } },
} satisfies Meta<typeof ChatPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const store = stores[0]!;

const messageList = async (context: Parameters<NonNullable<Story['play']>>[0], name = store.name) => {
  const t = storyT(context);
  return within(context.canvasElement).findByRole('list', { name: t('pages.kefu.chat.listLabel', { name }) });
};

/**
 * Waits until the list shows `text`. A sent message's bubble is replaced when the server's answer
 * arrives (the pending bubble gives way to the stored message), so an element found earlier may
 * already be gone: each check looks again.
 */
const showsText = (list: HTMLElement, text: string) => waitFor(() => expect(within(list).getByText(text)).toBeInTheDocument());

/** The visible receipt under the reader's newest message. */
const receipt = (list: HTMLElement) => list.querySelector('[data-receipt]');

const composer = (context: Parameters<NonNullable<Story['play']>>[0]) =>
  within(context.canvasElement).findByRole('textbox', { name: storyT(context)('pages.kefu.chat.inputLabel') });

/** Text, a product card linking to the product, a photo, and "Read" under the buyer's last message. */
export const Conversation: Story = everyLocale(async (context) => {
  const { t } = context;
  const list = await messageList(context);
  await expect(await within(list).findByText('Yes, black ships tomorrow.')).toBeInTheDocument();
  const card = within(list).getByRole('link', { name: containing(products[0]!.name.slice(0, 12)) });
  await expect(card.getAttribute('href')).toContain(`${PATHS.productView}?id=${products[0]!.id}`);
  await expect(within(list).getByRole('button', { name: t('pages.kefu.chat.viewImage') })).toBeInTheDocument();
  await expect(receipt(list)).toHaveTextContent(t('pages.kefu.chat.read'));
});

/** Customer service's conversation, titled in the reader's language. */
export const CustomerService: Story = {
  parameters: { screen: { route: `${PATHS.chat}?id=1`, session: 'buyer' } },
  play: playScreen(async (context) => {
    const { t } = context;
    const list = await messageList(context, t('pages.kefu.support'));
    await expect(await within(list).findByText('Let me check the tracking for you.')).toBeInTheDocument();
  }),
};

/** Staff answer customer service in the same view: the buyer's messages are the other side. */
export const StaffAnswers: Story = {
  parameters: { screen: { route: `${PATHS.chat}?id=1`, session: 'staff' } },
  play: async (context) => {
    const list = await messageList(context, users.buyer.nickname);
    const question = (await within(list).findByText('My order has not arrived yet.')).closest('li');
    await expect(question).not.toHaveAttribute('data-mine');
    await expect((await within(list).findByText('Let me check the tracking for you.')).closest('li')).toHaveAttribute('data-mine');
  },
};

/** Sending: the bubble shows at once, then the server's message takes its place, marked "Sent". */
export const SendText: Story = {
  play: playScreen(async (context) => {
    const { t } = context;
    const list = await messageList(context);
    await within(list).findByText('Yes, black ships tomorrow.');
    await userEvent.type(await composer(context), 'Thanks, I will order now.');
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: t('pages.kefu.chat.send') }));
    await showsText(list, 'Thanks, I will order now.');
    await waitFor(() => expect(receipt(list)).toHaveTextContent(t('pages.kefu.chat.sent')));
    await expect(await composer(context)).toHaveValue('');
  }),
};

/** The server never answers: the bubble stays "Sending…". */
export const Sending: Story = {
  beforeEach: ({ msw }) => msw.use(override('chatSend', () => new Promise<never>(() => undefined))),
  play: playScreen(async (context) => {
    const { t } = context;
    const list = await messageList(context);
    await within(list).findByText('Yes, black ships tomorrow.');
    await userEvent.type(await composer(context), 'Is there a warranty?');
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: t('pages.kefu.chat.send') }));
    await expect(await within(list).findByText(t('pages.kefu.chat.sending'))).toBeInTheDocument();
  }),
};

/** Refused once: "Not sent" with a retry; the retry goes through and the bubble is sent. */
export const FailedThenRetry: Story = {
  beforeEach: ({ msw }) => {
    let calls = 0;
    msw.use(
      override('chatSend', ({ params }) => {
        calls += 1;
        if (calls === 1) return refuse('internal');
        return { id: 9001, conversationId: params.conversationId, mine: true, kind: params.kind, content: params.content, product: null, createdAt: new Date(MOCK_NOW).toISOString(), read: false };
      }),
    );
  },
  play: playScreen(async (context) => {
    const { t } = context;
    const list = await messageList(context);
    await within(list).findByText('Yes, black ships tomorrow.');
    await userEvent.type(await composer(context), 'Hello?');
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: t('pages.kefu.chat.send') }));
    await expect(await within(list).findByText(t('pages.kefu.chat.failed'))).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: t('pages.kefu.chat.retry') }));
    await waitFor(() => expect(within(list).queryByText(t('pages.kefu.chat.failed'))).toBeNull());
    await expect(within(list).getAllByText('Hello?')).toHaveLength(1);
    await waitFor(() => expect(receipt(list)).toHaveTextContent(t('pages.kefu.chat.sent')));
  }),
};

/** The photo button: upload in the sheet (the kit Uploader, purpose `chat`), then send it. */
export const SendPhoto: Story = {
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    const list = await messageList(context);
    await within(list).findByText('Yes, black ships tomorrow.');
    await userEvent.click(canvas.getByRole('button', { name: t('pages.kefu.chat.photo') }));
    const sheet = await within(document.body).findByRole('dialog', { name: t('pages.kefu.chat.photoTitle') });
    const input = sheet.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([SAMPLE_PNG], 'shoe.png', { type: 'image/png' }));
    await within(sheet).findByRole('button', { name: t('kit.uploader.preview', { index: 1, total: 1 }) });
    await userEvent.click(within(sheet).getByRole('button', { name: t('pages.kefu.chat.sendPhotos', { count: 1 }) }));
    await waitFor(() => expect(within(list).getAllByRole('button', { name: t('pages.kefu.chat.viewImage') })).toHaveLength(2));
  }),
};

/** Tapping a photo opens it full size in the image viewer. */
export const OpenImage: Story = {
  play: playScreen(async (context) => {
    const { t } = context;
    const list = await messageList(context);
    await userEvent.click(await within(list).findByRole('button', { name: t('pages.kefu.chat.viewImage') }));
    const viewer = await within(document.body).findByRole('dialog', { name: t('kit.imagePreview.label') });
    await expect(within(viewer).getByRole('img', { name: t('pages.kefu.chat.imageAlt', { index: 1 }) })).toHaveAttribute(
      'src',
      fixturePicture('product', 'mobile-phone', 2),
    );
  }),
};

/** A message pushed over the socket appears without a reload, once, and is marked read. */
export const RealTimeArrival: Story = {
  play: async (context) => {
    const list = await messageList(context);
    await within(list).findByText('Yes, black ships tomorrow.');
    const message = { id: 9100, conversationId: 2, mine: false, kind: 'text' as const, content: 'It ships from our Lyon warehouse.', product: null, createdAt: new Date(MOCK_NOW).toISOString(), read: false };
    await waitFor(() => expect(storyChat().sockets.at(-1)?.sent[0]?.type).toBe('hello'));
    storyChat().pushMessage(message);
    storyChat().pushMessage(message);
    await expect(await within(list).findByText(message.content)).toBeInTheDocument();
    await expect(within(list).getAllByText(message.content)).toHaveLength(1);
  },
};

/** The store read the buyer's message: its receipt turns from "Sent" to "Read". */
export const ReadReceipt: Story = {
  play: playScreen(async (context) => {
    const { t } = context;
    const list = await messageList(context);
    await within(list).findByText('Yes, black ships tomorrow.');
    await userEvent.type(await composer(context), 'Great!');
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: t('pages.kefu.chat.send') }));
    await waitFor(() => expect(receipt(list)).toHaveTextContent(t('pages.kefu.chat.sent')));
    storyChat().pushRead(2, 'peer');
    await waitFor(() => expect(receipt(list)).toHaveTextContent(t('pages.kefu.chat.read')));
  }),
};

/** A long conversation: the newest page, and older messages paged in above on request. */
export const OlderMessages: Story = {
  beforeEach: ({ msw }) => msw.use(...chatScenarios.chatLongHistory),
  play: playScreen(async (context) => {
    const { t } = context;
    const list = await messageList(context);
    await expect(await within(list).findByText('Message 75')).toBeInTheDocument();
    await expect(within(list).queryByText('Message 45')).toBeNull();
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: t('pages.kefu.chat.older') }));
    await expect(await within(list).findByText('Message 45')).toBeInTheDocument();
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: t('pages.kefu.chat.older') }));
    await expect(await within(list).findByText('Message 1')).toBeInTheDocument();
    await expect(await within(context.canvasElement).findByText(t('pages.kefu.chat.start'))).toBeInTheDocument();
    // Where the list rests after a page arrives depends on when the fonts were measured; the
    // review shot shows the conversation's start, which is the same in every run.
    list.closest('main')!.scrollTop = 0;
  }),
};

/** The older page is on its way: the list shows what it has and the loading control above it. */
export const OlderLoading: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      override('chatMessages', ({ params }) =>
        params.before === undefined
          ? { list: [{ id: 500, conversationId: 2, mine: false, kind: 'text' as const, content: 'Anything else?', product: null, createdAt: new Date(MOCK_NOW).toISOString(), read: true }], hasMore: true }
          : new Promise<never>(() => undefined),
      ),
    ),
  play: playScreen(async (context) => {
    const { t } = context;
    const older = await within(context.canvasElement).findByRole('button', { name: t('pages.kefu.chat.older') });
    await userEvent.click(older);
    await waitFor(() => expect(older).toHaveAttribute('aria-disabled', 'true'));
  }),
};

/** The live channel is down: a banner says so, and sending still works over HTTP. */
export const Offline: Story = {
  beforeEach: () => {
    resetStoryChat({ refuse: true });
  },
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    await expect(await canvas.findByText(t('pages.kefu.banner.reconnecting'))).toBeInTheDocument();
    const list = await messageList(context);
    await userEvent.type(await composer(context), 'Still there?');
    await userEvent.click(canvas.getByRole('button', { name: t('pages.kefu.chat.send') }));
    await showsText(list, 'Still there?');
    await waitFor(() => expect(receipt(list)).toHaveTextContent(t('pages.kefu.chat.sent')));
  }),
};

/** Opened from a product: "Send this product" sends its card, and the offer goes away. */
export const WithProduct: Story = {
  parameters: { screen: { route: `${PATHS.chat}?id=2&product=${products[1]!.id}`, session: 'buyer' } },
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    const list = await messageList(context);
    await userEvent.click(await canvas.findByRole('button', { name: t('pages.kefu.chat.sendProduct') }));
    await expect(canvas.queryByRole('button', { name: t('pages.kefu.chat.sendProduct') })).toBeNull();
    await waitFor(() => expect(within(list).getAllByRole('link', { name: containing(products[1]!.name.slice(0, 12)) })).toHaveLength(1));
  }),
};

/** Opened from an order: "Send this order" sends its number as text. */
export const WithOrder: Story = {
  parameters: { screen: { route: `${PATHS.chat}?id=2&order=${orders[0]!.id}`, session: 'buyer' } },
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    const list = await messageList(context);
    await userEvent.click(await canvas.findByRole('button', { name: t('pages.kefu.chat.sendOrder') }));
    await showsText(list, t('pages.kefu.chat.orderMessage', { number: orders[0]!.orderNo }));
  }),
};

/** `?with=store&storeId=` opens the conversation and moves to its `?id=` address. */
export const OpenWithStore: Story = {
  parameters: { screen: { route: `${PATHS.chat}?with=store&storeId=${stores[1]!.id}`, session: 'buyer' } },
  play: playScreen(async (context) => {
    const { t } = context;
    const list = await messageList(context, stores[1]!.name);
    await expect(await within(list).findByText(t('pages.kefu.chat.empty'))).toBeInTheDocument();
  }),
};

/** Over the limit: the counter says by how much, and the domain rule refuses it with a message. */
export const TooLong: Story = {
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    await within(await messageList(context)).findByText('Yes, black ships tomorrow.');
    const input = await composer(context);
    await userEvent.click(input);
    await userEvent.paste('x'.repeat(1_005));
    await expect(await canvas.findByText(t('pages.kefu.chat.charactersOver', { count: 5 }))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('pages.kefu.chat.send') }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    // The domain rule's message, tied to the box it is about.
    const issue = context.canvasElement.ownerDocument.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!);
    await expect(issue).toHaveAttribute('role', 'alert');
    await expect(issue?.textContent).not.toBe('');
  }),
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(override('chatMessages', () => new Promise<never>(() => undefined))),
  play: async (context) => {
    await expect(await within(context.canvasElement).findByRole('img', { name: storyT(context)('common.loading') })).toBeInTheDocument();
  },
};

export const Failed: Story = failedStory({ handlers: [override('chatMessages', () => refuse('internal'))], retry: false });
