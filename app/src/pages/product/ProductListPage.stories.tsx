import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { categories, products } from '@shop/api/mocks';
import { PATHS } from '../../routes/paths';
import { everyLocale, playScreen } from '../../storybook/storyT';
import ProductListPage from './ProductListPage';
import { startingWith } from '../../storybook/namePatterns';
import { emptyStory, failedStory, loadingStory } from '../../storybook/screenStates';

/** The page's own address, hidden, so play tests can check what sort and filter wrote into it. */
function AddressProbe() {
  const { search } = useLocation();
  return (
    <output data-testid="address" hidden>
      {search}
    </output>
  );
}
const withAddress: Decorator = (Story) => (
  <>
    <Story />
    <AddressProbe />
  </>
);
const address = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('address').textContent ?? '';

const cardNames = async (canvasElement: HTMLElement, listName: string) => {
  const list = await within(canvasElement).findByRole('list', { name: listName });
  return within(list)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
};

/**
 * Products for a search, a category or a store: sort bar, price filter (both kept in the address),
 * two columns that load more on scroll, pull to refresh.
 */
const meta = {
  title: 'Screens/Product/ProductList',
  component: ProductListPage,
  decorators: [withAddress],
  parameters: { screen: { route: PATHS.productList } },
} satisfies Meta<typeof ProductListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = everyLocale(async (context) => {
  const { canvas, t } = context;
  await expect(canvas.getByRole('heading', { level: 1, name: t('routes.productList') })).toBeInTheDocument();
  const names = await cardNames(context.canvasElement, t('routes.productList'));
  await expect(names.length).toBeGreaterThan(0);
  const sorts = canvas.getByRole('group', { name: t('pages.productList.sortBy') });
  await expect(within(sorts).getByRole('button', { name: t('pages.productList.sort.default') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(canvas.getByRole('button', { name: t('pages.productList.filter') })).toHaveAttribute('aria-haspopup', 'dialog');
});

/** From a category tile: the title is the category's name and only its products show. */
export const InCategory: Story = {
  parameters: { screen: { route: `${PATHS.productList}?categoryId=${categories[4]!.id}` } },
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    await expect(await canvas.findByRole('heading', { level: 1, name: categories[4]!.name })).toBeInTheDocument();
    const inCategory = products.filter((p) => Math.floor(p.categoryId / 100) === categories[4]!.id).map((p) => p.name);
    await waitFor(async () => expect((await cardNames(context.canvasElement, t('routes.productList'))).length).toBe(inCategory.length));
  }),
};

export const Loading: Story = loadingStory();

/** Nothing matches: say so, with a hint and a next step. */
export const Empty: Story = emptyStory({
  text: 'pages.productList.empty',
  action: 'pages.productList.searchAgain',
  parameters: { screen: { route: `${PATHS.productList}?keyword=unicorn` } },
  also: async (canvas, t) => {
    await expect(canvas.getByText(t('pages.productList.emptyHint'))).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'unicorn' })).toBeInTheDocument();
  },
});

export const Failed: Story = failedStory();

/** A search's title is its keyword; each sort is written into the address and reorders the list. */
export const SortChangesQuery: Story = {
  parameters: {
    screen: { route: `${PATHS.productList}?keyword=e` },
    visual: { disable: 'an interaction check; Loaded shows the sort bar' },
  },
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    const listName = t('routes.productList');
    await expect(canvas.getByRole('heading', { level: 1, name: 'e' })).toBeInTheDocument();
    await cardNames(context.canvasElement, listName);
    const sorts = canvas.getByRole('group', { name: t('pages.productList.sortBy') });
    const matching = products.filter((p) => p.name.toLowerCase().includes('e'));

    await userEvent.click(within(sorts).getByRole('button', { name: t('pages.productList.sort.sales') }));
    await waitFor(() => expect(address(context.canvasElement)).toBe('?keyword=e&sort=sales'));
    const topSeller = [...matching].sort((a, b) => b.sales - a.sales)[0]!;
    await waitFor(async () => expect((await cardNames(context.canvasElement, listName))[0]).toContain(topSeller.name));
    await expect(within(sorts).getByRole('button', { name: t('pages.productList.sort.sales') })).toHaveAttribute('aria-pressed', 'true');

    // Price flips between cheapest first and dearest first.
    const price = () => within(sorts).getByRole('button', { name: startingWith(t('pages.productList.sort.price')) });
    await userEvent.click(price());
    await waitFor(() => expect(address(context.canvasElement)).toBe('?keyword=e&sort=priceAsc'));
    await expect(price()).toHaveAccessibleName(
      `${t('pages.productList.sort.price')} ${t('pages.productList.sort.lowToHigh')}`,
    );
    const cheapest = [...matching].sort((a, b) => a.price - b.price)[0]!;
    await waitFor(async () => expect((await cardNames(context.canvasElement, listName))[0]).toContain(cheapest.name));
    await userEvent.click(price());
    await waitFor(() => expect(address(context.canvasElement)).toBe('?keyword=e&sort=priceDesc'));

    // Best match is the default: it leaves the address without a sort.
    await userEvent.click(within(sorts).getByRole('button', { name: t('pages.productList.sort.default') }));
    await waitFor(() => expect(address(context.canvasElement)).toBe('?keyword=e'));
  }),
};

/**
 * The price filter: words and a lowest above the highest are refused in the reader's language,
 * with what was typed kept; a valid range goes into the address and shows above the list.
 */
export const PriceFilter: Story = {
  parameters: { visual: { disable: 'an interaction check; the sheet is covered by the kit Popup stories' } },
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    await cardNames(context.canvasElement, t('routes.productList'));
    await userEvent.click(canvas.getByRole('button', { name: t('pages.productList.filter') }));
    const sheet = await within(document.body).findByRole('dialog', { name: t('pages.productList.priceRange') });
    const min = within(sheet).getByRole('textbox', { name: t('pages.productList.minPrice') });
    const max = within(sheet).getByRole('textbox', { name: t('pages.productList.maxPrice') });

    await userEvent.type(min, 'cheap');
    await userEvent.click(within(sheet).getByRole('button', { name: t('pages.productList.apply') }));
    await expect(await within(sheet).findByText(t('validation.amountInvalid'))).toBeInTheDocument();
    await expect(min).toHaveAttribute('aria-invalid', 'true');
    await expect(min).toHaveValue('cheap');

    await userEvent.clear(min);
    await userEvent.type(min, '80');
    await userEvent.type(max, '20');
    await userEvent.click(within(sheet).getByRole('button', { name: t('pages.productList.apply') }));
    await expect(await within(sheet).findByText(t('pages.productList.priceOrder'))).toBeInTheDocument();
    await expect(address(context.canvasElement)).toBe('');

    await userEvent.clear(max);
    await userEvent.type(max, '120.5');
    await userEvent.click(within(sheet).getByRole('button', { name: t('pages.productList.apply') }));
    await waitFor(() => expect(address(context.canvasElement)).toBe('?minPrice=8000&maxPrice=12050'));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: t('pages.productList.clearFilter') })).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: t('pages.productList.clearFilter') }));
    await waitFor(() => expect(address(context.canvasElement)).toBe(''));
  }),
};
