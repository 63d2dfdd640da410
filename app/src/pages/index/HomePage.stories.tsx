import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { override, productCard, products, refusedWith } from '@shop/api/mocks';
import { PATHS } from '../../routes/paths';
import { PageLoading } from '../../shell/PageStates';
import { expectTouchTargets, landmarkOf } from '../../storybook/a11yChecks';
import { everyLocale, playScreen, storyT } from '../../storybook/storyT';
import HomePage from './HomePage';
import { emptyStory, failedStory, loadingStory } from '../../storybook/screenStates';

/**
 * The home page: search entry, banners, category shortcuts, new arrivals and the recommended
 * feed. Each part loads on its own; only banners and categories hold the whole page.
 */
const meta = {
  title: 'Screens/Index/Home',
  component: HomePage,
  parameters: { screen: { route: PATHS.home } },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = everyLocale(async ({ canvas, t }) => {
  await expect(await canvas.findByRole('region', { name: t('kit.carousel.label') })).toBeInTheDocument();
  const shortcuts = canvas.getByRole('navigation', { name: t('pages.home.categories') });
  await expect(within(shortcuts).getAllByRole('link').length).toBeGreaterThan(0);
  const feed = await canvas.findByRole('list', { name: t('pages.home.recommended') });
  await expect(within(feed).getAllByRole('link').length).toBeGreaterThan(0);
  const searchLink = canvas.getByRole('link', { name: t('common.searchPlaceholder') });
  await expect(searchLink.getAttribute('href')).toContain(PATHS.search);
});

/** Banners and categories still on their way: one busy skeleton, read once as "Loading…". */
export const Loading: Story = loadingStory();

/** The page's own data failed: one message and a retry, the tab bar still there. */
export const Failed: Story = failedStory();

/** Only the feed failed: the rest of the page stays, the feed offers a retry. */
export const FeedFailed: Story = {
  beforeEach: ({ msw }) => msw.use(refusedWith('homeRecommended', 'internal')),
  play: playScreen(async ({ canvas, t }) => {
    await expect(await canvas.findByText(t('messages.loadFailed'))).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: t('pages.home.categories') })).toBeInTheDocument();
  }),
};

/** Nothing to show in the lists: the feed says so instead of an empty hole. */
export const Empty: Story = emptyStory({ text: 'pages.home.nothingYet' });

/** A product card opens the product's page. */
export const OpensProduct: Story = {
  parameters: { visual: { disable: 'ends on another route (the navigated-to marker); Loaded shows the page' } },
  play: playScreen(async (context) => {
    const { canvas } = context;
    const feed = await canvas.findByRole('list', { name: storyT(context)('pages.home.recommended') });
    await userEvent.click(within(feed).getAllByRole('link')[0]!);
    await waitFor(async () => expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(PATHS.productView));
  }),
};

/**
 * The page has a level-one heading (the shop's name, for screen readers), its search entry is a
 * landmark in the page's banner, and the banner's dots, its play/pause button and "View all" are
 * each a 44px target however small they look.
 */
export const Accessible: Story = {
  parameters: { visual: { disable: 'the Loaded screen; this story measures it' } },
  play: playScreen(async ({ canvas, t }) => {
    const carousel = await canvas.findByRole('region', { name: t('kit.carousel.label') });
    await expect(canvas.getByRole('heading', { level: 1, name: t('app.name') })).toBeInTheDocument();
    const search = canvas.getByRole('link', { name: t('common.searchPlaceholder') });
    await expect(canvas.getByRole('search')).toContainElement(search);
    await expect(landmarkOf(search)).not.toBeNull();
    const controls = within(carousel).getAllByRole('button');
    // The dots and the play/pause button.
    await expect(controls.length).toBe(4);
    await expectTouchTargets([...controls, canvas.getByRole('link', { name: t('common.viewAll') })]);
  }),
};

/** New arrivals that have sold nothing yet say nothing about sales (never "0 sold"). */
export const NewArrivalsNotSoldYet: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      override('homeNew', () => {
        const list = products.slice(0, 4).map((p, i) => ({ ...productCard(p), sales: i < 3 ? 0 : p.sales }));
        return { list, page: 1, pageSize: list.length, total: list.length, hasMore: false };
      }),
    ),
  play: playScreen(async ({ canvas, t }) => {
    const section = await canvas.findByRole('region', { name: t('pages.home.newArrivals') });
    await expect(within(section).getAllByRole('link', { name: (name) => name !== t('common.viewAll') })).toHaveLength(4);
    await expect(within(section).queryByText(t('pages.home.sold', { count: 0 }))).toBeNull();
    await expect(within(section).getByText(t('pages.home.sold', { count: products[3]!.sales }))).toBeInTheDocument();
  }),
};

/**
 * Opening home before its code has arrived (the route's loading screen, after 200 ms): the search
 * bar's shape, the content's shapes and the tab bar, never a blank page with a spinner.
 */
export const Opening: Story = {
  render: () => <PageLoading />,
  play: playScreen(async ({ canvas, t }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t('app.name') })).toBeInTheDocument();
    const loading = canvas.getAllByText(t('common.loading'))[0]!;
    await expect(loading.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('navigation', { name: t('tabs.label') })).toBeInTheDocument();
  }),
};
