import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SHELF_STATUS } from '@shop/domain';
import { merchantProducts, mockState } from '@shop/api/mocks';
import { PATHS } from '../../../routes/paths';
import { everyLocale, playScreen } from '../../../storybook/storyT';
import MerchantProductsPage from './MerchantProductsPage';
import { emptyStory, failedStory, loadingStory } from '../../../storybook/screenStates';

/** The merchant's products: price, stock, sales, a search and the shelf switch. */
const meta = {
  title: 'Screens/Me/Product/Products',
  component: MerchantProductsPage,
  parameters: { screen: { route: PATHS.merchantProducts, session: 'merchant' } },
} satisfies Meta<typeof MerchantProductsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const onSale = merchantProducts.find((p) => p.shelf === SHELF_STATUS.onSale)!;
const offShelf = merchantProducts.find((p) => p.shelf === SHELF_STATUS.offShelf)!;

export const Loaded: Story = everyLocale(async ({ canvas, t }) => {
  await expect(
    await canvas.findByRole('switch', {
      name: t('pages.merchant.products.onSaleOf', { name: onSale.name }),
    }),
  ).toBeChecked();
  await expect(
    canvas.getByRole('switch', {
      name: t('pages.merchant.products.onSaleOf', { name: offShelf.name }),
    }),
  ).not.toBeChecked();
  await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(
    merchantProducts.length,
  );
});

/** Off the shelf in one switch: the server has it off sale at once. */
export const TakesOffShelf: Story = {
  parameters: { visual: { disable: 'an interaction; Loaded shows both switch states' } },
  play: playScreen(async ({ canvas, t }) => {
    const toggle = await canvas.findByRole('switch', {
      name: t('pages.merchant.products.onSaleOf', { name: onSale.name }),
    });
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(mockState.data.merchantProducts.find((p) => p.id === onSale.id)!.shelf).toBe(
        SHELF_STATUS.offShelf,
      ),
    );
    await waitFor(() => expect(toggle).not.toBeChecked());
    await expect(
      await within(document.body).findByText(t('pages.merchant.products.nowOff')),
    ).toBeInTheDocument();
  }),
};

/** A search narrows the list; none matching says so. */
export const Search: Story = {
  parameters: { visual: { disable: 'an interaction ending on the no-match empty state, drawn as Empty is' } },
  play: playScreen(async ({ canvas, t }) => {
    await canvas.findByRole('switch', {
      name: t('pages.merchant.products.onSaleOf', { name: onSale.name }),
    });
    await userEvent.type(
      canvas.getByRole('searchbox', { name: t('common.search') }),
      'zzz-nothing{Enter}',
    );
    await expect(await canvas.findByText(t('pages.merchant.products.noMatch'))).toBeInTheDocument();
  }),
};

export const Empty: Story = emptyStory({ text: 'pages.merchant.products.empty', action: 'routes.wholesale' });

export const Loading: Story = loadingStory();

export const Failed: Story = failedStory({ retry: false });
