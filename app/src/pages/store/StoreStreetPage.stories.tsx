import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { stores } from '@shop/api/mocks';
import { PATHS } from '../../routes/paths';
import { everyLocale, playScreen, storyT } from '../../storybook/storyT';
import StoreStreetPage from './StoreStreetPage';
import { emptyStory, failedStory, loadingStory } from '../../storybook/screenStates';

/** The store street (a root tab): every store with followers, products, level and credit. */
const meta = {
  title: 'Screens/Store/Store street',
  component: StoreStreetPage,
  parameters: { screen: { route: PATHS.storeStreet } },
} satisfies Meta<typeof StoreStreetPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = everyLocale(async ({ canvas, t }) => {
  const list = await canvas.findByRole('list', { name: t('pages.storeStreet.listLabel') });
  const links = within(list).getAllByRole('link');
  await expect(links).toHaveLength(stores.length);
  await expect(links[0]!.getAttribute('href')).toContain(`${PATHS.storeView}?id=${stores[0]!.id}`);
  await expect(within(links[0]!).getByText(t('pages.storeView.followers', { count: stores[0]!.followers }))).toBeInTheDocument();
  await expect(within(links[0]!).getByText(t('pages.storeView.productCount', { count: stores[0]!.productCount }))).toBeInTheDocument();
  // A root tab: the tab bar is there.
  await expect(canvas.getByRole('navigation', { name: t('tabs.label') })).toBeInTheDocument();
});

export const Loading: Story = loadingStory();

export const Failed: Story = failedStory();

export const Empty: Story = emptyStory({ text: 'pages.storeStreet.empty', action: 'kit.empty.goShopping' });

/** A store card opens the store's page. */
export const OpensStore: Story = {
  parameters: { visual: { disable: 'ends on another route (the navigated-to marker); Loaded shows the page' } },
  play: playScreen(async (context) => {
    const { canvas } = context;
    const list = await canvas.findByRole('list', { name: storyT(context)('pages.storeStreet.listLabel') });
    await userEvent.click(within(list).getAllByRole('link')[1]!);
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(`${PATHS.storeView}?id=${stores[1]!.id}`);
  }),
};
