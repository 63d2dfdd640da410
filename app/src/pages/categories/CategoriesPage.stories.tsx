import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { categories } from '@shop/api/mocks';
import { PATHS } from '../../routes/paths';
import { landmarkOf } from '../../storybook/a11yChecks';
import { everyLocale, playScreen } from '../../storybook/storyT';
import CategoriesPage from './CategoriesPage';
import { emptyStory, failedStory, loadingStory } from '../../storybook/screenStates';

/**
 * The category tab: top-level categories as a vertical tab list, the chosen one's sub-categories
 * as tiles that open the product list.
 */
const meta = {
  title: 'Screens/Categories/Categories',
  component: CategoriesPage,
  parameters: { screen: { route: PATHS.categories } },
} satisfies Meta<typeof CategoriesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const [first, second] = categories;

export const Loaded: Story = everyLocale(async ({ canvas, t }) => {
  const tablist = await canvas.findByRole('tablist', { name: t('routes.categories') });
  await expect(tablist).toHaveAttribute('aria-orientation', 'vertical');
  await expect(within(tablist).getAllByRole('tab')).toHaveLength(categories.length);
  await expect(within(tablist).getByRole('tab', { name: first!.name })).toHaveAttribute('aria-selected', 'true');
  const panel = canvas.getByRole('tabpanel', { name: first!.name });
  const tile = within(panel).getByRole('link', { name: first!.children[0]!.name });
  await expect(tile.getAttribute('href')).toContain(`${PATHS.productList}?categoryId=${first!.children[0]!.id}`);
  const searchLink = canvas.getByRole('link', { name: t('common.searchPlaceholder') });
  await expect(searchLink.getAttribute('href')).toContain(PATHS.search);
  // The search entry is a landmark of its own, not loose between the bar and the content.
  await expect(canvas.getByRole('search')).toContainElement(searchLink);
  await expect(landmarkOf(searchLink)).not.toBeNull();
});

/** Choosing a category by tap and by arrow key shows its sub-categories; a tile opens their list. */
export const PickCategory: Story = {
  parameters: { visual: { disable: 'ends on another route (the navigated-to marker); Loaded shows the page' } },
  play: playScreen(async ({ canvas }) => {
    const tablist = await canvas.findByRole('tablist');
    await userEvent.click(within(tablist).getByRole('tab', { name: second!.name }));
    await expect(within(tablist).getByRole('tab', { name: second!.name })).toHaveAttribute('aria-selected', 'true');
    await expect(within(tablist).getByRole('tab', { name: first!.name })).toHaveAttribute('aria-selected', 'false');
    let panel = canvas.getByRole('tabpanel', { name: second!.name });
    await expect(within(panel).getByRole('link', { name: second!.children[0]!.name })).toBeInTheDocument();

    // Keyboard: the arrow moves focus and choice together, as tabs do.
    await userEvent.keyboard('{ArrowDown}');
    const third = categories[2]!;
    await waitFor(() => expect(within(tablist).getByRole('tab', { name: third.name })).toHaveFocus());
    await expect(within(tablist).getByRole('tab', { name: third.name })).toHaveAttribute('aria-selected', 'true');
    panel = canvas.getByRole('tabpanel', { name: third.name });

    const sub = third.children[1]!;
    await userEvent.click(within(panel).getByRole('link', { name: sub.name }));
    await waitFor(async () =>
      expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(`${PATHS.productList}?categoryId=${sub.id}`),
    );
  }),
};

export const Loading: Story = loadingStory();

/** No categories at all: say so and offer search instead. */
export const Empty: Story = emptyStory({ text: 'pages.categories.empty', action: 'pages.categories.searchInstead' });

export const Failed: Story = failedStory();
