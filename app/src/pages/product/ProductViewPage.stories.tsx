import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { comments, override, productById, products } from '@shop/api/mocks';
import { SHELF_STATUS } from '@shop/domain';
import { vars } from '@shop/ui/theme';
import { loginPathFor } from '../../routes/guards';
import { PATHS } from '../../routes/paths';
import { PageLoading } from '../../shell/PageStates';
import { computedColour } from '../../storybook/layoutChecks';
import { everyLocale, playScreen } from '../../storybook/storyT';
import { readGuestCart } from '../../features/cart/guestCart';
import ProductViewPage from './ProductViewPage';
import { intlLocale } from '../../i18n/intlLocale';
import { failedStory, loadingStory } from '../../storybook/screenStates';

/**
 * A product's page: photos (tap to enlarge), price, stock, sales, rating, latest reviews, the
 * store with a follow toggle, favourite, and add to cart / buy now in a quantity sheet.
 */
const meta = {
  title: 'Screens/Product/Product',
  component: ProductViewPage,
  parameters: { screen: { route: `${PATHS.productView}?id=1`, session: 'buyer' } },
} satisfies Meta<typeof ProductViewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product 1: in stock, on sale, with an original price; its store (1) is followed already. */
const first = products[0]!;
/** Product 2: its store (2) is not followed and it is not a favourite yet. */
const second = products[1]!;
/** Product 6 has no stock. */
const soldOut = productById(6)!;

const body = () => within(document.body);
/** The story's language as the page formats numbers in it (pseudo formats as English). */
const language = (context: { loaded: Record<string, unknown> }) => {
  const lang = (context.loaded.i18n as { language: string }).language;
  return intlLocale(lang);
};
/** The stepper buttons are named "Increase quantity" followed by the field's label. */
const startsWith = (label: string) => (name: string) => name.startsWith(label);
/** A whole number as the quantity field shows it in the story's language. */
const shown = (n: number) =>
  new Intl.NumberFormat(document.documentElement.lang || 'en', { maximumFractionDigits: 0, useGrouping: false }).format(n);

export const Loaded: Story = everyLocale(async ({ canvas, t }) => {
  await expect(await canvas.findByRole('heading', { name: first.name })).toBeInTheDocument();
  await expect(canvas.getByRole('region', { name: t('pages.productView.photos') })).toBeInTheDocument();
  await expect(canvas.getByText(t('kit.numberBox.stock', { count: first.stock }))).toBeInTheDocument();
  await expect(canvas.getByRole('heading', { name: first.store.name })).toBeInTheDocument();
  const visit = canvas.getByRole('link', { name: t('pages.productView.visitStore') });
  await expect(visit.getAttribute('href')).toContain(`${PATHS.storeView}?id=${first.store.id}`);
  // The signed-in buyer follows store 1 and has product 1 among the favourites.
  await expect(
    await canvas.findByRole('button', { name: t('pages.storeView.followingName', { name: first.store.name }) }),
  ).toHaveTextContent(t('pages.storeView.following'));
  await expect(canvas.getByRole('button', { name: t('pages.productView.favourite') })).toHaveAttribute('aria-pressed', 'true');
  await expect(await canvas.findByRole('heading', { name: t('pages.productView.reviews', { count: comments.length }) })).toBeInTheDocument();
  await expect(canvas.getByText(comments[0]!.content)).toBeInTheDocument();
});

export const Loading: Story = loadingStory();

/**
 * Opening a product before the page's code has arrived (the route's loading screen, after
 * 200 ms): the bar with the title and back, the photo's, price's and store's shapes, and the
 * action bar's, never a blank page with a spinner. The page's own data loading draws the same.
 */
export const Opening: Story = {
  render: () => <PageLoading />,
  play: playScreen(async ({ canvas, t }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t('routes.productView') })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('common.back') })).toBeInTheDocument();
    const loading = canvas.getAllByText(t('common.loading'))[0]!;
    await expect(loading.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
  }),
};

/**
 * A new product: no reviews and nothing sold yet. No stars and no "positive" share stand above
 * "0 reviews" (even from a server that still sends a rating without reviews), and no "0 sold".
 */
export const NoReviewsYet: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      override('productDetail', () => ({ ...first, sales: 0, commentCount: 0, rating: 4.6, goodRate: 0.93 })),
      override('productComments', ({ params }) => ({ list: [], page: params.page, pageSize: params.pageSize, total: 0, hasMore: false })),
    ),
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    await expect(await canvas.findByRole('heading', { name: t('pages.productView.reviews', { count: 0 }) })).toBeInTheDocument();
    await expect(canvas.getByText(t('pages.productView.noReviews'))).toBeInTheDocument();
    const locale = language(context);
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    await expect(canvas.queryByText(t('pages.productView.goodRate', { rate: percent.format(0.93) }))).toBeNull();
    await expect(canvas.queryByRole('img', { name: t('kit.rate.value', { value: number.format(4.6), max: 5 }) })).toBeNull();
    await expect(canvas.getByText(t('kit.numberBox.stock', { count: first.stock }))).toBeInTheDocument();
    await expect(canvas.queryByText(t('pages.home.sold', { count: 0 }))).toBeNull();
  }),
};

export const Failed: Story = failedStory();

/** An id the server does not know (a malformed one shows the same): say so, offer shopping. */
export const NotFound: Story = {
  parameters: { screen: { route: `${PATHS.productView}?id=9999`, session: 'buyer' } },
  play: playScreen(async ({ canvas, t }) => {
    await expect(await canvas.findByText(t('pages.productView.notFound'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('kit.empty.goShopping') })).toBeInTheDocument();
  }),
};

/** Taken off the shelf: a notice, and nothing can be added or bought. */
export const OffShelf: Story = {
  beforeEach: ({ msw }) =>
    msw.use(override('productDetail', () => ({ ...first, shelf: SHELF_STATUS.offShelf, collected: false }))),
  play: playScreen(async ({ canvas, t }) => {
    await expect(await canvas.findByText(t('pages.productView.offShelf'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('common.addToCart') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('common.buyNow') })).toBeDisabled();
  }),
};

/** No stock: the sheet still opens, but the quantity and confirm are disabled, with the reason. */
export const OutOfStock: Story = {
  parameters: { screen: { route: `${PATHS.productView}?id=${soldOut.id}`, session: 'buyer' } },
  play: playScreen(async ({ canvas, t }) => {
    await expect(await canvas.findByText(t('kit.tag.soldOut'))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('common.addToCart') }));
    const sheet = await body().findByRole('dialog', { name: t('common.addToCart') });
    await expect(within(sheet).getByText(t('pages.productView.outOfStock'))).toBeInTheDocument();
    await expect(within(sheet).getByRole('textbox', { name: t('kit.numberBox.quantity') })).toBeDisabled();
    await expect(within(sheet).getByRole('button', { name: t('common.confirm') })).toBeDisabled();
  }),
};

/** The quantity stays between 1 and the stock; confirming adds to the cart and says so. */
export const AddToCart: Story = {
  parameters: { visual: { disable: 'ends on a passing toast over an open sheet; Loaded shows the page' } },
  play: playScreen(async ({ canvas, t }) => {
    await userEvent.click(await canvas.findByRole('button', { name: t('common.addToCart') }));
    const sheet = await body().findByRole('dialog', { name: t('common.addToCart') });
    const quantity = within(sheet).getByRole('textbox', { name: t('kit.numberBox.quantity') });
    const plus = within(sheet).getByRole('button', { name: startsWith(t('kit.numberBox.increase')) });
    const minus = within(sheet).getByRole('button', { name: startsWith(t('kit.numberBox.decrease')) });
    await expect(minus).toBeDisabled();

    await userEvent.clear(quantity);
    await userEvent.type(quantity, String(first.stock + 50));
    await userEvent.tab();
    await expect(quantity).toHaveValue(shown(first.stock));
    await expect(plus).toBeDisabled();

    await userEvent.click(minus);
    await expect(quantity).toHaveValue(shown(first.stock - 1));
    await userEvent.click(within(sheet).getByRole('button', { name: t('common.confirm') }));
    await expect(await body().findByText(t('pages.productView.addedToCart'))).toBeInTheDocument();
    await waitFor(() => expect(body().queryByRole('dialog', { name: t('common.addToCart') })).toBeNull());
  }),
};

/** Buy now goes to the confirm-order screen with the product and quantity. */
export const BuyNow: Story = {
  parameters: { visual: { disable: 'ends on another route (the navigated-to marker); Loaded shows the page' } },
  play: playScreen(async ({ canvas, t }) => {
    await userEvent.click(await canvas.findByRole('button', { name: t('common.buyNow') }));
    const sheet = await body().findByRole('dialog', { name: t('common.buyNow') });
    await userEvent.click(within(sheet).getByRole('button', { name: startsWith(t('kit.numberBox.increase')) }));
    await userEvent.click(within(sheet).getByRole('button', { name: t('common.confirm') }));
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(
      `${PATHS.orderConfirmBuyNow}?productId=${first.id}&quantity=2`,
    );
  }),
};

/** Follow the store and favourite the product: each is a toggle button that flips its state. */
export const FollowAndFavourite: Story = {
  parameters: {
    screen: { route: `${PATHS.productView}?id=${second.id}`, session: 'buyer' },
    visual: { disable: 'ends on passing toasts; Loaded shows the page' },
  },
  play: playScreen(async ({ canvas, t }) => {
    // Toasts show one at a time: the favourite's comes first so the test need not wait out others.
    const favourite = await canvas.findByRole('button', { name: t('pages.productView.favourite') });
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(favourite);
    await waitFor(() => expect(favourite).toHaveAttribute('aria-pressed', 'true'));
    await expect(await body().findByText(t('pages.productView.favourited'))).toBeInTheDocument();

    const followName = t('pages.storeView.followName', { name: second.store.name });
    const follow = await canvas.findByRole('button', { name: followName });
    // Pending until the store says whether it is followed.
    await waitFor(() => expect(follow).not.toHaveAttribute('data-pending'));
    await userEvent.click(follow);
    await waitFor(() => expect(follow).toHaveAccessibleName(t('pages.storeView.followingName', { name: second.store.name })));
    await expect(follow).toHaveTextContent(t('pages.storeView.following'));
    await expect(canvas.getByText(t('pages.storeView.followers', { count: second.store.followers + 1 }))).toBeInTheDocument();
    await userEvent.click(follow);
    await waitFor(() => expect(follow).toHaveAccessibleName(followName));
  }),
};

/**
 * Whether the buyer follows the store is not known yet (its details are still loading): the follow
 * button waits with a spinner in the filled button's own colours, not a faded, disabled one.
 */
export const FollowStateLoading: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      override('storeDetail', () => {
        throw new Error('never answers');
      }, { delay: 'infinite' }),
    ),
  play: playScreen(async ({ canvas, t }) => {
    const follow = await canvas.findByRole('button', { name: t('pages.storeView.followName', { name: first.store.name }) });
    await expect(follow).toHaveAttribute('data-pending');
    await expect(follow).toHaveAttribute('aria-disabled', 'true');
    await expect(follow).not.toHaveAttribute('data-disabled');
    // The filled button's own colours, never the faded pink of a disabled one.
    await expect(getComputedStyle(follow).backgroundColor).toBe(computedColour(vars.color.accentFill));
    await expect(getComputedStyle(follow).color).toBe(computedColour(vars.color.onAccent));
  }),
};

/**
 * A visitor adds to a cart kept on the device: the same sheet, the quantity bounded by the stock,
 * the same toast; nothing asks them to log in yet.
 */
export const VisitorAddsToCart: Story = {
  parameters: {
    screen: { route: `${PATHS.productView}?id=${first.id}`, session: 'visitor' },
    visual: { disable: 'ends on a passing toast; Loaded shows the page' },
  },
  play: playScreen(async ({ canvas, t }) => {
    // Visitors see the toggles off: nothing of theirs is followed or collected.
    await expect(await canvas.findByRole('button', { name: t('pages.productView.favourite') })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('button', { name: t('pages.storeView.followName', { name: first.store.name }) })).toHaveTextContent(
      t('pages.storeView.follow'),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('common.addToCart') }));
    const sheet = await body().findByRole('dialog', { name: t('common.addToCart') });
    const quantity = within(sheet).getByRole('textbox', { name: t('kit.numberBox.quantity') });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, String(first.stock + 50));
    await userEvent.tab();
    await expect(quantity).toHaveValue(shown(first.stock));
    await userEvent.click(within(sheet).getByRole('button', { name: startsWith(t('kit.numberBox.decrease')) }));
    await userEvent.click(within(sheet).getByRole('button', { name: t('common.confirm') }));
    await expect(await body().findByText(t('pages.productView.addedToCart'))).toBeInTheDocument();
    await waitFor(() => expect(body().queryByRole('dialog', { name: t('common.addToCart') })).toBeNull());
    await expect(readGuestCart()).toMatchObject([{ productId: first.id, quantity: first.stock - 1 }]);
    await expect(canvas.queryByTestId('navigated-to')).toBeNull();
  }),
};

/** Buying now is checking out: a visitor is sent to log in, and will come back to this product. */
export const VisitorBuyNowSentToLogin: Story = {
  parameters: {
    screen: { route: `${PATHS.productView}?id=${first.id}`, session: 'visitor' },
    visual: { disable: 'ends on the login route (the navigated-to marker); Loaded shows the page' },
  },
  play: playScreen(async ({ canvas, t }) => {
    await userEvent.click(await canvas.findByRole('button', { name: t('common.buyNow') }));
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(
      loginPathFor(`${PATHS.productView}?id=${first.id}`),
    );
    await expect(readGuestCart()).toEqual([]);
  }),
};

/** A photo opens the full-screen viewer at that photo. */
export const OpensPhoto: Story = {
  parameters: { visual: { disable: 'ends in the full-screen image viewer, shot by the kit' } },
  play: playScreen(async ({ canvas, t }) => {
    const total = first.images.length;
    await userEvent.click(await canvas.findByRole('button', { name: t('pages.productView.openPhoto', { index: 1, total }) }));
    const viewer = await body().findByRole('dialog', { name: t('kit.imagePreview.label') });
    await expect(
      within(viewer).getByRole('img', { name: t('pages.productView.photoAlt', { name: first.name, index: 1, total }) }),
    ).toBeInTheDocument();
    await userEvent.click(within(viewer).getByRole('button', { name: t('kit.imagePreview.next') }));
    await expect(
      await within(viewer).findByRole('img', { name: t('pages.productView.photoAlt', { name: first.name, index: 2, total }) }),
    ).toBeInTheDocument();
  }),
};

/** "View all" opens every review in a sheet. */
export const AllReviews: Story = {
  play: playScreen(async ({ canvas, t }) => {
    await userEvent.click(await canvas.findByRole('button', { name: t('common.viewAll') }));
    const sheet = await body().findByRole('dialog', { name: t('pages.productView.allReviews') });
    const list = await within(sheet).findByRole('list', { name: t('pages.productView.allReviews') });
    // Direct items only: a review's photos are a list of their own.
    await waitFor(() => expect(list.querySelectorAll(':scope > li')).toHaveLength(comments.length));
  }),
};
