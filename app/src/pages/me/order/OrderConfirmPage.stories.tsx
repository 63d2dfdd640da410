import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n } from 'i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { addresses, cartItems, coupons, mockState, override, productById, refuse, scenarios } from '@shop/api/mocks';
import { formatPrice } from '@shop/ui';
import { PATHS } from '../../../routes/paths';
import { everyLocale, playScreen, storyT } from '../../../storybook/storyT';
import OrderConfirmPage from './OrderConfirmPage';
import { intlLocale } from '../../../i18n/intlLocale';
import { emptyStory, failedStory, loadingStory } from '../../../storybook/screenStates';

/**
 * Confirm order, from the cart or for one product bought now: delivery address, goods per store,
 * coupon, note and the server's totals; submitting places the orders and goes to payment.
 */
const meta = {
  title: 'Screens/Me/Order/ConfirmOrder',
  component: OrderConfirmPage,
  parameters: { screen: { route: PATHS.orderConfirmCart, session: 'buyer' } },
} satisfies Meta<typeof OrderConfirmPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const price = (context: Context, amount: number) => {
  const lang = (context.loaded.i18n as i18n).language;
  // Testing Library reads the page's text with its spaces collapsed (a no-break space too).
  return formatPrice(amount, intlLocale(lang)).replace(/\s+/g, ' ');
};

const [earbuds, sneakers] = cartItems;
/** The fixture cart's selection as the mock server prices it. */
const goods = earbuds!.price * earbuds!.quantity + sneakers!.price * sneakers!.quantity;
const shipping = 500; // the earbuds' store is under the free-shipping line
const [bestCoupon, storeCoupon] = coupons;

const submitButton = (context: Context) =>
  within(context.canvasElement).findByRole('button', { name: storyT(context)('pages.orderConfirm.submit') });

/** Ready to submit once the server's prices are on screen. */
async function submit(context: Context) {
  const button = await submitButton(context);
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}

export const Loaded: Story = everyLocale(async (context) => {
  const { canvas, t } = context;
  const address = await canvas.findByRole('region', { name: t('pages.orderConfirm.address') });
  await expect(within(address).getByText(addresses[0]!.recipient)).toBeInTheDocument();
  await expect(within(address).getByRole('link').getAttribute('href')).toContain(`${PATHS.addresses}?choose=1`);
  await expect(canvas.getByRole('heading', { name: earbuds!.storeName })).toBeInTheDocument();
  await expect(canvas.getByRole('heading', { name: sneakers!.storeName })).toBeInTheDocument();
  // The server chose the best coupon; every amount is the server's.
  await expect(within(canvas.getByTestId('order-discount')).getByText(price(context, -bestCoupon!.amount))).toBeInTheDocument();
  await expect(within(canvas.getByTestId('order-total')).getByText(price(context, goods + shipping - bestCoupon!.amount))).toBeInTheDocument();
});

/** Buy now: one product, one store; the order goes to payment as `?id=`. */
export const BuyNow: Story = {
  parameters: {
    screen: { route: `${PATHS.orderConfirmBuyNow}?productId=3&quantity=2`, session: 'buyer' },
    visual: { disable: 'ends on the payment route (the navigated-to marker); Loaded shows the screen' },
  },
  play: playScreen(async (context) => {
    const { canvas } = context;
    const product = productById(3)!;
    await expect(await canvas.findByText(product.name)).toBeInTheDocument();
    await submit(context);
    const marker = await canvas.findByTestId('navigated-to');
    await expect(marker.textContent).toMatch(new RegExp(`^${PATHS.orderPay}\\?id=\\d+$`));
  }),
};

export const Loading: Story = loadingStory();

/** Nothing selected in the cart: the server says so; the way back is offered. */
export const Empty: Story = emptyStory({
  text: 'pages.orderConfirm.nothingSelected',
  action: 'routes.cart',
  handlers: [override('orderConfirmCart', () => refuse('validation', undefined, { items: 'validation.productRequired' }))],
});

export const Failed: Story = failedStory();

/** No address yet: the card offers to add one, and submitting says an address is needed first. */
export const NoAddress: Story = {
  parameters: { screen: { toastDuration: 0 } },
  beforeEach: () => {
    mockState.data.addresses = [];
  },
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    const address = await canvas.findByRole('region', { name: t('pages.orderConfirm.address') });
    const add = within(address).getByRole('link', { name: t('pages.orderConfirm.addAddress') });
    await expect(add.getAttribute('href')).toContain(`${PATHS.addressEdit}?choose=1`);
    await submit(context);
    await expect(await within(address).findByText(t('validation.addressRequired'))).toBeInTheDocument();
    await expect(add).toHaveAccessibleDescription(t('validation.addressRequired'));
    await expect(canvas.queryByTestId('navigated-to')).toBeNull();
  }),
};

/** The address chosen on the list (`?addressId=2`) is used; another coupon means new totals. */
export const ChooseCoupon: Story = {
  parameters: { screen: { route: `${PATHS.orderConfirmCart}?addressId=2`, session: 'buyer' } },
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    const body = within(document.body);
    const address = await canvas.findByRole('region', { name: t('pages.orderConfirm.address') });
    await expect(within(address).getByText(addresses[1]!.detail, { exact: false })).toBeInTheDocument();

    const title = t('pages.orderConfirm.coupon');
    await userEvent.click(canvas.getByRole('button', { name: (name) => name.startsWith(title) }));
    const sheet = await body.findByRole('dialog', { name: t('pages.orderConfirm.chooseCoupon') });
    await expect(within(sheet).getByRole('radio', { name: (name) => name.startsWith(bestCoupon!.name) })).toBeChecked();
    await userEvent.click(within(sheet).getByRole('radio', { name: (name) => name.startsWith(storeCoupon!.name) }));
    await userEvent.click(within(sheet).getByRole('button', { name: t('common.confirm') }));

    const total = canvas.getByTestId('order-total');
    await expect(await within(total).findByText(price(context, goods + shipping - storeCoupon!.amount))).toBeInTheDocument();
    await expect(within(canvas.getByTestId('order-discount')).getByText(price(context, -storeCoupon!.amount))).toBeInTheDocument();

    // No coupon at all: the discount goes and the total is asked for again.
    await userEvent.click(canvas.getByRole('button', { name: (name) => name.startsWith(title) }));
    const again = await body.findByRole('dialog', { name: t('pages.orderConfirm.chooseCoupon') });
    await userEvent.click(within(again).getByRole('radio', { name: t('pages.orderConfirm.noCoupon') }));
    await userEvent.click(within(again).getByRole('button', { name: t('common.confirm') }));
    await expect(await within(total).findByText(price(context, goods + shipping))).toBeInTheDocument();
  }),
};

/** Submitting places one order per store and goes to payment with both: `?ids=a,b`. */
export const Submit: Story = {
  parameters: { visual: { disable: 'ends on the payment route (the navigated-to marker); Loaded shows the screen' } },
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    await userEvent.type(await canvas.findByRole('textbox', { name: t('pages.orderConfirm.remark') }), 'Leave at the door');
    await submit(context);
    const marker = await canvas.findByTestId('navigated-to');
    await expect(marker.textContent).toMatch(new RegExp(`^${PATHS.orderPay}\\?ids=\\d+,\\d+$`));
    await expect(mockState.data.orders[0]!.remark).toBe('Leave at the door');
  }),
};

/** Stock ran out meanwhile: the server's message, in the reader's language; nothing typed is lost. */
export const OutOfStock: Story = {
  parameters: { screen: { toastDuration: 0 } },
  beforeEach: ({ msw }) => msw.use(...scenarios.outOfStock),
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    const remark = await canvas.findByRole('textbox', { name: t('pages.orderConfirm.remark') });
    await userEvent.type(remark, 'Gift wrap, please');
    await submit(context);
    await expect(await within(document.body).findByText(t('errors.outOfStock'))).toBeInTheDocument();
    await expect(remark).toHaveValue('Gift wrap, please');
    await expect(canvas.queryByTestId('navigated-to')).toBeNull();
  }),
};
