import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ORDER_STATUS } from '@shop/domain';
import { mockState, storeOrders } from '@shop/api/mocks';
import { PATHS } from '../../../routes/paths';
import { everyLocale, playScreen, storyT } from '../../../storybook/storyT';
import MerchantOrdersPage from './MerchantOrdersPage';
import { emptyStory, failedStory, loadingStory } from '../../../storybook/screenStates';

/**
 * The store's orders by state (tabs in the address, a page at a time) and one order's detail;
 * "Ship" asks first and appears only where the order machine lets the merchant ship.
 */
const meta = {
  title: 'Screens/Me/Store/StoreOrders',
  component: MerchantOrdersPage,
  parameters: { screen: { route: `${PATHS.merchantOrders}?tab=toShip`, session: 'merchant' } },
} satisfies Meta<typeof MerchantOrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const toShip = storeOrders.find((o) => o.status === ORDER_STATUS.toShip)!;
const toReceive = storeOrders.find((o) => o.status === ORDER_STATUS.toReceive)!;
const orderNo = (context: Parameters<NonNullable<Story['play']>>[0], no: string) =>
  storyT(context)('pages.orders.orderNo', { orderNo: no });

/** The "to ship" tab: the paid orders, each with its Ship button. */
export const ToShip: Story = everyLocale(async (context) => {
  const { canvas, t } = context;
  await expect(
    await canvas.findByRole('tab', { name: t('orders.tabs.toShip'), selected: true }),
  ).toBeInTheDocument();
  const link = await canvas.findByRole('link', { name: orderNo(context, toShip.orderNo) });
  await expect(link).toHaveAttribute('href', expect.stringContaining(`id=${toShip.id}`));
  await expect(
    canvas.getAllByRole('button', { name: t('pages.merchant.orders.ship') }).length,
  ).toBeGreaterThan(0);
});

/** Every order: only the paid ones can be shipped. */
export const All: Story = {
  parameters: { screen: { route: PATHS.merchantOrders, session: 'merchant' } },
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    await expect(
      await canvas.findByRole('tab', { name: t('orders.tabs.all'), selected: true }),
    ).toBeInTheDocument();
    await canvas.findByRole('link', { name: orderNo(context, toReceive.orderNo) });
    const paid = mockState.data.storeOrders.filter((o) => o.status === ORDER_STATUS.toShip).length;
    await expect(
      canvas.getAllByRole('button', { name: t('pages.merchant.orders.ship') }),
    ).toHaveLength(paid);
  }),
};

export const Empty: Story = emptyStory({ text: 'pages.orders.emptyTab' });

export const Loading: Story = loadingStory();

export const Failed: Story = failedStory({ retry: false });

/** A paid order's detail: address, total, the store's profit and Ship at the bottom. */
export const Detail: Story = {
  parameters: {
    visual: { locales: 'all' },
    screen: { route: `${PATHS.merchantOrders}?id=${toShip.id}`, session: 'merchant' },
  },
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    await expect(
      await canvas.findByRole('heading', { name: orderNo(context, toShip.orderNo) }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(t('pages.merchant.orders.profit'))).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: t('pages.merchant.orders.ship') }),
    ).toBeEnabled();
  }),
};

/** Ship asks first; confirmed, the order moves to "to receive" and the button goes. */
export const Ships: Story = {
  parameters: {
    screen: { route: `${PATHS.merchantOrders}?id=${toShip.id}`, session: 'merchant' },
    visual: { disable: 'an interaction; Detail and Shipped show its ends' },
  },
  play: playScreen(async ({ canvas, t }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: t('pages.merchant.orders.ship') }),
    );
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(
      t('pages.merchant.orders.shipConfirm', { orderNo: toShip.orderNo }),
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('pages.merchant.orders.ship') }),
    );
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: t('pages.merchant.orders.ship') })).toBeNull(),
    );
    await expect(mockState.data.storeOrders.find((o) => o.id === toShip.id)!.status).toBe(
      ORDER_STATUS.toReceive,
    );
    await expect(canvas.getAllByText(t('pages.orders.status.toReceive')).length).toBeGreaterThan(0);
  }),
};

/** Already shipped: nothing to do. */
export const Shipped: Story = {
  parameters: {
    screen: { route: `${PATHS.merchantOrders}?id=${toReceive.id}`, session: 'merchant' },
  },
  play: playScreen(async ({ canvas, t }) => {
    await expect(await canvas.findByText(t('pages.orders.status.toReceive'))).toBeInTheDocument();
    await expect(
      canvas.queryByRole('button', { name: t('pages.merchant.orders.ship') }),
    ).toBeNull();
  }),
};
