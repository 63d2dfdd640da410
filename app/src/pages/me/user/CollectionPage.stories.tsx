import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ago, override, productCard, products } from '@shop/api/mocks';
import { PATHS } from '../../../routes/paths';
import { everyLocale, playScreen } from '../../../storybook/storyT';
import CollectionPage from './CollectionPage';
import { emptyStory, failedStory, loadingStory } from '../../../storybook/screenStates';

/** Favourite products: each opens the product; remove asks first, then takes the row away. */
const meta = {
  title: 'Screens/Me/User/Collection',
  component: CollectionPage,
  parameters: { screen: { route: PATHS.collection, session: 'buyer' } },
} satisfies Meta<typeof CollectionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const collected = products.filter((p) => p.collected);

export const Loaded: Story = everyLocale(async ({ canvas, t }) => {
  const list = await canvas.findByRole('list', { name: t('pages.collection.listLabel') });
  const links = within(list).getAllByRole('link');
  await expect(links).toHaveLength(collected.length);
  await expect(links[0]!.getAttribute('href')).toContain(`${PATHS.productView}?id=${collected[0]!.id}`);
});

/** A long list with long names: rows clamp to two lines, and the list loads more at its end. */
export const ManyItems: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      override('collectionList', ({ params }) => {
        const all = products.map((p, i) => ({
          ...productCard(p),
          name: i === 0 ? `${p.name}, noise cancelling, 40-hour battery, wireless charging case, three sizes of ear tips` : p.name,
          collectedAt: ago((i + 1) * 60),
        }));
        const list = all.slice((params.page - 1) * params.pageSize, params.page * params.pageSize);
        return { list, page: params.page, pageSize: params.pageSize, total: all.length, hasMore: params.page * params.pageSize < all.length };
      }),
    ),
  play: playScreen(async (context) => {
    const { t } = context;
    const list = await within(context.canvasElement).findByRole('list', { name: t('pages.collection.listLabel') });
    await expect(within(list).getAllByRole('link').length).toBeGreaterThanOrEqual(10);
  }),
};

/** Remove asks first; confirming takes the product off the list and says so. */
export const Remove: Story = {
  parameters: { screen: { toastDuration: 0 } },
  play: playScreen(async ({ canvas, t }) => {
    const target = collected[0]!;
    const list = await canvas.findByRole('list', { name: t('pages.collection.listLabel') });
    await userEvent.click(within(list).getByRole('button', { name: t('pages.collection.removeLabel', { name: target.name }) }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).getByText(t('pages.collection.removeConfirm', { name: target.name }))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: t('pages.collection.remove') }));
    await expect(await within(document.body).findByText(t('pages.collection.removed'))).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(collected.length - 1));
    await expect(within(list).queryByRole('button', { name: t('pages.collection.removeLabel', { name: target.name }) })).toBeNull();
  }),
};

export const Loading: Story = loadingStory();

export const Empty: Story = emptyStory({ text: 'pages.collection.empty', action: 'kit.empty.goShopping' });

export const Failed: Story = failedStory();
