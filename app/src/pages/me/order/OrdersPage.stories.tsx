import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { orders, scenarios } from '@shop/api/mocks';
import { ORDER_STATUS } from '@shop/domain';
import { PATHS } from '../../../routes/paths';
import { PageLoading } from '../../../shell/PageStates';
import { everyLocale, playScreen, storyT } from '../../../storybook/storyT';
import OrdersPage from './OrdersPage';
import { containing, startingWith } from '../../../storybook/namePatterns';
import { emptyStory, failedStory, loadingStory } from '../../../storybook/screenStates';

/**
 * The buyer's orders in tabs (the tab is in the address), counts on the tabs that wait on someone,
 * each order a card with its store, status, items, total, age and the actions its status allows.
 * The fixtures hold one order per status: 1001 to pay ... 1008 refunded.
 */
const meta = {
  title: 'Screens/Me/Order/Orders',
  component: OrdersPage,
  parameters: { screen: { route: PATHS.orders, session: 'buyer' } },
} satisfies Meta<typeof OrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const route = (tab: string) => ({ screen: { route: `${PATHS.orders}?tab=${tab}`, session: 'buyer' } });
const byStatus = (status: number) => orders.find((order) => order.status === status)!;
/** The tab whose visible label is `key`'s text (its name may go on with the count). */
const tab = (context: StoryContext, key: string) =>
  within(context.canvasElement).findByRole('tab', { name: startingWith(storyT(context)(key)) });

/** The list of the selected tab, once loaded. */
const list = (context: StoryContext, tabKey: string) =>
  within(context.canvasElement).findByRole('list', { name: storyT(context)(`orders.tabs.${tabKey}`) });

/** The card of an order: its link names the store and the order number. */
const card = async (context: StoryContext, orderNo: string) => {
  const link = await within(context.canvasElement).findByRole('link', {
    name: containing(storyT(context)('pages.orders.orderNo', { orderNo })),
  });
  return link.closest('article')!;
};

export const Loaded: Story = everyLocale(async (context) => {
  const { t } = context;
  await expect(await tab(context, 'orders.tabs.all')).toHaveAttribute('aria-selected', 'true');
  const all = await list(context, 'all');
  await expect(within(all).getAllByRole('article')).toHaveLength(orders.length);
  // The to-pay tab carries its count, read as a sentence.
  const toPay = await tab(context, 'orders.tabs.toPay');
  await waitFor(() => expect(toPay).toHaveAccessibleName(containing(t('pages.orders.tabCount', { count: 1 }))));
  await expect(within(context.canvasElement).getByText(t('messages.noMoreData'))).toBeInTheDocument();
});

/** To pay: cancel, and pay on the payment page. */
export const ToPay: Story = {
  parameters: route('toPay'),
  play: playScreen(async (context) => {
    const { t } = context;
    const order = byStatus(ORDER_STATUS.toPay);
    const found = within(await card(context, order.orderNo));
    await expect(found.getByText(t('pages.orders.status.toPay'))).toBeInTheDocument();
    await expect(found.getByRole('button', { name: t('pages.orders.actions.cancel') })).toBeInTheDocument();
    await expect(found.getByRole('link', { name: t('common.payNow') })).toHaveAttribute(
      'href',
      `${PATHS.orderPay}?id=${order.id}`,
    );
  }),
};

/** To ship: nothing for the buyer to do yet. */
export const ToShip: Story = {
  parameters: route('toShip'),
  play: async (context) => {
    const found = within(await card(context, byStatus(ORDER_STATUS.toShip).orderNo));
    await expect(found.queryAllByRole('button')).toHaveLength(0);
  },
};

/** To receive: confirm receipt, or ask for after-sales. */
export const ToReceive: Story = {
  parameters: route('toReceive'),
  play: playScreen(async (context) => {
    const { t } = context;
    const found = within(await card(context, byStatus(ORDER_STATUS.toReceive).orderNo));
    await expect(found.getByRole('button', { name: t('pages.orders.actions.confirmReceipt') })).toBeInTheDocument();
    await expect(found.getByRole('button', { name: t('pages.orders.actions.afterSales') })).toBeInTheDocument();
  }),
};

/** To review: review, or ask for after-sales. */
export const ToReview: Story = {
  parameters: route('toReview'),
  play: playScreen(async (context) => {
    const { t } = context;
    const found = within(await card(context, byStatus(ORDER_STATUS.toReview).orderNo));
    await expect(found.getByRole('button', { name: t('pages.orders.actions.comment') })).toBeInTheDocument();
  }),
};

export const Completed: Story = {
  parameters: route('completed'),
  play: async (context) => {
    const found = within(await card(context, byStatus(ORDER_STATUS.completed).orderNo));
    await expect(found.queryAllByRole('button')).toHaveLength(0);
  },
};

/** After-sales holds the open requests and the refunded ones. */
export const AfterSales: Story = {
  parameters: route('afterSales'),
  play: playScreen(async (context) => {
    const { t } = context;
    const shown = await list(context, 'afterSales');
    await expect(within(shown).getAllByRole('article')).toHaveLength(2);
    await expect(within(shown).getByText(t('pages.orders.status.refunded'))).toBeInTheDocument();
  }),
};

/** Cancelled orders (the cancelled ones of "all"). */
export const Cancelled: Story = {
  parameters: route('cancelled'),
  play: async (context) => {
    const shown = await list(context, 'cancelled');
    await expect(within(shown).getAllByRole('article')).toHaveLength(1);
    await card(context, byStatus(ORDER_STATUS.cancelled).orderNo);
  },
};

export const Loading: Story = loadingStory();

/** No orders: what to do instead. */
export const Empty: Story = emptyStory({ text: 'pages.orders.emptyAll', action: 'pages.orders.goShopping', handlers: scenarios.ordersEmpty });

export const Failed: Story = failedStory();

/** Cancelling asks first; confirmed, the order leaves the to-pay tab and a toast says so. */
export const CancelOrder: Story = {
  parameters: {
    ...route('toPay'),
    visual: { disable: 'interaction test ending on a passing toast; the to-pay tab is shot by ToPay' },
  },
  play: playScreen(async (context) => {
    const { t } = context;
    const found = within(await card(context, byStatus(ORDER_STATUS.toPay).orderNo));
    await userEvent.click(found.getByRole('button', { name: t('pages.orders.actions.cancel') }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(t('pages.orders.ask.cancel'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('pages.orders.actions.cancel') }));
    await expect(await within(document.body).findByText(t('pages.orders.done.cancelled'))).toBeInTheDocument();
    await expect(await within(context.canvasElement).findByText(t('pages.orders.emptyTab'))).toBeInTheDocument();
  }),
};

/** Confirming receipt asks first, then moves the order on to "to review". */
export const ConfirmReceipt: Story = {
  parameters: {
    ...route('toReceive'),
    visual: { disable: 'interaction test ending on a passing toast; the to-receive tab is shot by ToReceive' },
  },
  play: playScreen(async (context) => {
    const { t } = context;
    const found = within(await card(context, byStatus(ORDER_STATUS.toReceive).orderNo));
    await userEvent.click(found.getByRole('button', { name: t('pages.orders.actions.confirmReceipt') }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('pages.orders.actions.confirmReceipt') }));
    await expect(await within(document.body).findByText(t('pages.orders.done.received'))).toBeInTheDocument();
    await expect(await within(context.canvasElement).findByText(t('pages.orders.emptyTab'))).toBeInTheDocument();
  }),
};

/** Shows the address the page is at, so the test can read the tab from it. */
function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

/** Choosing a tab puts it in the address and lists that tab's orders. */
export const TabSwitch: Story = {
  parameters: { visual: { disable: 'interaction test showing the address for the test; the tabs are shot one by one' } },
  render: () => (
    <>
      <OrdersPage />
      <Address />
    </>
  ),
  play: playScreen(async (context) => {
    const { canvas } = context;
    await list(context, 'all');
    await userEvent.click(await tab(context, 'orders.tabs.toShip'));
    await waitFor(() => expect(canvas.getByTestId('address')).toHaveTextContent(`${PATHS.orders}?tab=toShip`));
    await expect(await tab(context, 'orders.tabs.toShip')).toHaveAttribute('aria-selected', 'true');
    const shown = await list(context, 'toShip');
    await expect(within(shown).getAllByRole('article')).toHaveLength(1);
  }),
};

/** A card opens its order. */
export const OpensOrder: Story = {
  parameters: { visual: { disable: 'ends on another route (the navigated-to marker); Loaded shows the list' } },
  play: async (context) => {
    const order = byStatus(ORDER_STATUS.toShip);
    const link = await within(context.canvasElement).findByRole('link', {
      name: containing(storyT(context)('pages.orders.orderNo', { orderNo: order.orderNo })),
    });
    await userEvent.click(link);
    await expect(await within(context.canvasElement).findByTestId('navigated-to')).toHaveTextContent(
      `${PATHS.orderView}?id=${order.id}`,
    );
  },
};

/**
 * Opening the orders before the page's code has arrived (the route's loading screen, after
 * 200 ms): the bar with the title and back, the tab row's and order cards' shapes, never a blank
 * page with a spinner. The list's own data loading draws the same cards.
 */
export const Opening: Story = {
  render: () => <PageLoading />,
  play: playScreen(async ({ canvas, t }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t('routes.orders') })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('common.back') })).toBeInTheDocument();
    const loading = canvas.getAllByText(t('common.loading'))[0]!;
    await expect(loading.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
  }),
};
