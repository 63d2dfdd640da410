import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n } from 'i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cartItems, mockState, productById, scenarios } from '@shop/api/mocks';
import { formatPrice } from '@shop/ui';
import { loginPathFor } from '../../routes/guards';
import { PATHS } from '../../routes/paths';
import { PageLoading } from '../../shell/PageStates';
import { expectTouchTargets, landmarkOf } from '../../storybook/a11yChecks';
import type { storyT } from '../../storybook/storyT';
import { everyLocale, playScreen } from '../../storybook/storyT';
import CartPage from './CartPage';
import { addToGuestCart, readGuestCart, setGuestSelected } from '../../features/cart/guestCart';
import { intlLocale } from '../../i18n/intlLocale';
import { emptyStory, failedStory, loadingStory } from '../../storybook/screenStates';

/**
 * The cart: lines per store with checkboxes, quantities bounded by stock, delete (asks first) and
 * an edit mode for deleting several; unavailable lines greyed and never selected; the bar shows the
 * server's total of the selection and checks out.
 */
const meta = {
  title: 'Screens/Cart/Cart',
  component: CartPage,
  parameters: { screen: { route: PATHS.cart, session: 'buyer' } },
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

const language = (context: Context) => {
  const lang = (context.loaded.i18n as i18n).language;
  return intlLocale(lang);
};
/** A price as the page's Price reads it to screen readers, in the story's language (spaces collapsed, as Testing Library reads text). */
const price = (context: Context, amount: number) => formatPrice(amount, language(context)).replace(/\s+/g, ' ');
const number = (context: Context, value: number) =>
  new Intl.NumberFormat(language(context), { maximumFractionDigits: 0, useGrouping: false }).format(value);

const [earbuds, sneakers, monitor] = cartItems;
/** The fixture's selection: earbuds x1 and sneakers x2 (the monitor is out of stock). */
const selectedTotal = earbuds!.price * earbuds!.quantity + sneakers!.price * sneakers!.quantity;

const lineOf = (element: HTMLElement) => element.closest('li')!;
/** A stepper button is named by its action and by the field it steps. */
const stepper = (t: ReturnType<typeof storyT>, action: 'increase' | 'decrease', name: string) =>
  `${t(`kit.numberBox.${action}`)} ${t('pages.cart.quantityOf', { name })}`;

export const Loaded: Story = everyLocale(async (context) => {
  const { canvas, t } = context;
  const list = await canvas.findByRole('list', { name: t('pages.cart.listLabel') });
  await expect(within(list).getByRole('checkbox', { name: t('pages.cart.selectStore', { store: earbuds!.storeName }) })).toBeChecked();
  // The out-of-stock line is labelled, greyed and cannot be selected.
  const unavailable = within(list).getByRole('checkbox', { name: t('pages.cart.selectItem', { name: monitor!.name }) });
  await expect(unavailable).toBeDisabled();
  await expect(within(lineOf(unavailable)).getByText(t('pages.cart.unavailable'))).toBeInTheDocument();
  await expect(within(canvas.getByTestId('cart-total')).getByText(price(context, selectedTotal))).toBeInTheDocument();
  await expect(canvas.getByRole('button', { name: t('pages.cart.checkout', { n: 3 }) })).toBeEnabled();
});

/** Many lines from one store and long names: names clamp to two lines, the store box covers all. */
export const ManyItems: Story = {
  beforeEach: () => {
    const base = productById(1)!;
    for (let i = 0; i < 5; i++) {
      mockState.data.cart.push({
        id: 900 + i,
        productId: base.id,
        name: `${base.name}, noise cancelling, 40-hour battery, wireless charging case, edition ${i + 1}`,
        image: base.image,
        price: base.price + i * 100,
        quantity: 1 + i,
        stock: 50,
        selected: i % 2 === 0,
        available: true,
        storeId: base.storeId,
        storeName: base.storeName,
      });
    }
  },
  play: playScreen(async ({ canvas, t }) => {
    const store = await canvas.findByRole('checkbox', { name: t('pages.cart.selectStore', { store: earbuds!.storeName }) });
    // Some of the store's lines are selected, some not.
    await expect(store).toBePartiallyChecked();
  }),
};

export const Loading: Story = loadingStory();

export const Empty: Story = emptyStory({
  text: 'kit.empty.cart',
  handlers: scenarios.cartEmpty,
  also: async (canvas, t) =>
    expect(canvas.getByRole('link', { name: t('kit.empty.goShopping') })).toHaveAttribute('href', PATHS.home),
});

export const Failed: Story = failedStory();

/** A visitor with nothing saved on the device sees the empty cart. */
export const Visitor: Story = {
  parameters: { screen: { route: PATHS.cart, session: 'visitor' } },
  play: playScreen(async ({ canvas, t }) => {
    await expect(await canvas.findByText(t('kit.empty.cart'))).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t('kit.empty.goShopping') })).toHaveAttribute('href', PATHS.home);
  }),
};

/** Products 1, 2 and 4 (each from its own store; 4 unselected): a visitor's cart kept on the device. */
const guestProducts = [productById(1)!, productById(2)!, productById(4)!];
const seedGuestCart = () => {
  const [one, two, four] = guestProducts;
  const asProduct = (p: typeof one) => ({ id: p!.id, name: p!.name, image: p!.image, stock: p!.stock, store: p!.store });
  addToGuestCart(asProduct(four), 1);
  setGuestSelected([four!.id], false);
  addToGuestCart(asProduct(two), 1);
  addToGuestCart(asProduct(one), 2);
};

/**
 * A visitor's cart, laid out as a signed-in one: per store, with current prices and stock from
 * the product details, the total of the selection, and the count on the tab.
 */
export const VisitorGuestCart: Story = {
  parameters: { screen: { route: PATHS.cart, session: 'visitor', toastDuration: 0 } },
  beforeEach: seedGuestCart,
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    const [one, two, four] = guestProducts;
    const list = await canvas.findByRole('list', { name: t('pages.cart.listLabel') });
    await expect(canvas.getByText(t('pages.cart.guestNote'))).toBeInTheDocument();
    await expect(within(list).getByRole('checkbox', { name: t('pages.cart.selectItem', { name: one!.name }) })).toBeChecked();
    await expect(within(list).getByRole('checkbox', { name: t('pages.cart.selectItem', { name: four!.name }) })).not.toBeChecked();
    const total = canvas.getByTestId('cart-total');
    await expect(within(total).getByText(price(context, one!.price * 2 + two!.price))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('pages.cart.checkout', { n: 3 }) })).toBeEnabled();
    await expect(canvas.getByText(t('common.itemCount', { count: 4 }))).toBeInTheDocument();

    // More of a line: the box, the total and the badge follow, all on the device.
    const box = canvas.getByRole('textbox', { name: t('pages.cart.quantityOf', { name: two!.name }) });
    await userEvent.click(canvas.getByRole('button', { name: stepper(t, 'increase', two!.name) }));
    await waitFor(() => expect(box).toHaveValue(number(context, 2)));
    await expect(await within(total).findByText(price(context, one!.price * 2 + two!.price * 2))).toBeInTheDocument();
    await expect(await canvas.findByText(t('common.itemCount', { count: 5 }))).toBeInTheDocument();

    // Deleting asks first, as for a signed-in cart.
    await userEvent.click(canvas.getByRole('button', { name: t('pages.cart.removeItem', { name: four!.name }) }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.delete') }));
    await waitFor(() => expect(canvas.queryByRole('checkbox', { name: t('pages.cart.selectItem', { name: four!.name }) })).toBeNull());
    await expect(await within(document.body).findByText(t('pages.cart.removed'))).toBeInTheDocument();
    await expect(readGuestCart().map((line) => line.productId)).toEqual([one!.id, two!.id]);
  }),
};

/** Checking out is for signed-in users: the visitor logs in (or registers) and comes back to the cart. */
export const VisitorCheckOut: Story = {
  parameters: {
    screen: { route: PATHS.cart, session: 'visitor' },
    visual: { disable: 'ends on the login route (the navigated-to marker); VisitorGuestCart shows the cart' },
  },
  beforeEach: seedGuestCart,
  play: playScreen(async ({ canvas, t }) => {
    await userEvent.click(await canvas.findByRole('button', { name: t('pages.cart.checkout', { n: 3 }) }));
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(loginPathFor(PATHS.cart));
    // Nothing is lost on the way.
    await expect(readGuestCart()).toHaveLength(3);
  }),
};

/** More of a line: the box, the server's total and the tab badge all follow. */
export const ChangeQuantity: Story = {
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    const box = await canvas.findByRole('textbox', { name: t('pages.cart.quantityOf', { name: earbuds!.name }) });
    await expect(box).toHaveValue(number(context, 1));
    await expect(await canvas.findByText(t('common.itemCount', { count: 4 }))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: stepper(t, 'increase', earbuds!.name) }));
    await waitFor(() => expect(box).toHaveValue(number(context, 2)));
    const total = canvas.getByTestId('cart-total');
    await expect(await within(total).findByText(price(context, selectedTotal + earbuds!.price))).toBeInTheDocument();
    await expect(await canvas.findByText(t('common.itemCount', { count: 5 }))).toBeInTheDocument();
    // At one, the minus is off: the box never goes under the minimum.
    await userEvent.click(canvas.getByRole('button', { name: stepper(t, 'decrease', earbuds!.name) }));
    await waitFor(() => expect(box).toHaveValue(number(context, 1)));
    await expect(canvas.getByRole('button', { name: stepper(t, 'decrease', earbuds!.name) })).toBeDisabled();
  }),
};

/** "Select all" and a store's box change the selection; the total is the server's. */
export const SelectionTotals: Story = {
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    const all = await canvas.findByRole('checkbox', { name: t('kit.choice.selectAll') });
    const total = canvas.getByTestId('cart-total');
    await userEvent.click(all);
    await expect(await within(total).findByText(price(context, 0))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('pages.cart.checkout', { n: 0 }) })).toBeDisabled();

    await userEvent.click(canvas.getByRole('checkbox', { name: t('pages.cart.selectStore', { store: earbuds!.storeName }) }));
    await expect(await within(total).findByText(price(context, earbuds!.price))).toBeInTheDocument();
    await expect(all).toBePartiallyChecked();

    await userEvent.click(all);
    await expect(await within(total).findByText(price(context, selectedTotal))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('pages.cart.checkout', { n: 3 }) })).toBeEnabled();
  }),
};

/** Delete asks first; cancelling keeps the line. Edit mode deletes the lines ticked there. */
export const Remove: Story = {
  parameters: { screen: { toastDuration: 0 } },
  play: playScreen(async ({ canvas, t }) => {
    const body = within(document.body);
    const deleteEarbuds = await canvas.findByRole('button', { name: t('pages.cart.removeItem', { name: earbuds!.name }) });

    await userEvent.click(deleteEarbuds);
    let dialog = await body.findByRole('alertdialog');
    await expect(within(dialog).getByText(t('pages.cart.removeConfirm', { name: earbuds!.name }))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(deleteEarbuds).toBeInTheDocument();

    await userEvent.click(deleteEarbuds);
    dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.delete') }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: t('pages.cart.removeItem', { name: earbuds!.name }) })).toBeNull());
    await expect(await body.findByText(t('pages.cart.removed'))).toBeInTheDocument();

    // Edit mode: the unavailable line can be ticked and deleted with the others.
    await userEvent.click(canvas.getByRole('button', { name: t('common.edit') }));
    await userEvent.click(canvas.getByRole('checkbox', { name: t('pages.cart.selectItem', { name: monitor!.name }) }));
    await userEvent.click(canvas.getByRole('button', { name: t('pages.cart.deleteSelected', { n: 1 }) }));
    dialog = await body.findByRole('alertdialog');
    await expect(within(dialog).getByText(t('pages.cart.removeManyConfirm', { count: 1 }))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.delete') }));
    await waitFor(() => expect(canvas.queryByRole('checkbox', { name: t('pages.cart.selectItem', { name: monitor!.name }) })).toBeNull());
    await expect(canvas.getByRole('checkbox', { name: t('pages.cart.selectItem', { name: sneakers!.name }) })).toBeInTheDocument();
  }),
};

export const CheckOut: Story = {
  parameters: { visual: { disable: 'ends on the confirm-order route (the navigated-to marker); Loaded shows the cart' } },
  play: playScreen(async ({ canvas, t }) => {
    await userEvent.click(await canvas.findByRole('button', { name: t('pages.cart.checkout', { n: 3 }) }));
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(PATHS.orderConfirmCart);
  }),
};

/**
 * The bar with "Select all", the total and check out is a named region (a landmark), and every
 * checkbox, those of the lines without a visible label included, is a 44px target.
 */
export const Accessible: Story = {
  parameters: { visual: { disable: 'the Loaded screen; this story measures it' } },
  play: playScreen(async ({ canvas, t }) => {
    await canvas.findByRole('list', { name: t('pages.cart.listLabel') });
    const selectAll = canvas.getByRole('checkbox', { name: t('kit.choice.selectAll') });
    await expect(canvas.getByRole('region', { name: t('pages.cart.selection') })).toContainElement(selectAll);
    await expect(landmarkOf(selectAll)).not.toBeNull();
    // react-aria's input is visually hidden: the label around it takes the press.
    const checkboxes = canvas.getAllByRole('checkbox');
    await expect(checkboxes.length).toBe(7);
    await expectTouchTargets(checkboxes.map((box) => box.closest('label')!));
  }),
};

/**
 * Opening the cart before the page's code has arrived (the route's loading screen, after 200 ms):
 * the bar with the title, store cards' shapes and the tab bar, never a blank page with a spinner.
 * The page's own data loading draws the same.
 */
export const Opening: Story = {
  render: () => <PageLoading />,
  play: playScreen(async ({ canvas, t }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t('routes.cart') })).toBeInTheDocument();
    const loading = canvas.getAllByText(t('common.loading'))[0]!;
    await expect(loading.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('navigation', { name: t('tabs.label') })).toBeInTheDocument();
  }),
};
