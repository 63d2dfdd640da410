import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { coupons } from '@shop/api/mocks';
import { PATHS } from '../../../routes/paths';
import { everyLocale, playScreen } from '../../../storybook/storyT';
import CouponsPage from './CouponsPage';
import { emptyStory, failedStory, loadingStory } from '../../../storybook/screenStates';

/** Where the page's own address is now (the tab lives in `?tab=`); hidden, read by play tests. */
function CurrentAddress() {
  const { pathname, search } = useLocation();
  return (
    <output data-testid="current-address" hidden>
      {pathname + search}
    </output>
  );
}

/** The user's coupons: available, used and expired tabs, each a card list with its own empty state. */
const meta = {
  title: 'Screens/Me/Coupons/Coupons',
  component: CouponsPage,
  parameters: { screen: { route: `${PATHS.coupons}?tab=available`, session: 'buyer' } },
} satisfies Meta<typeof CouponsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const available = coupons.filter((c) => c.status === 10);
const used = coupons.find((c) => c.status === 20)!;
const expired = coupons.find((c) => c.status === 30)!;

export const Loaded: Story = everyLocale(async ({ canvas, t }) => {
  const list = await canvas.findByRole('list', { name: t('pages.coupons.tabs.available') });
  for (const coupon of available) {
    await expect(within(list).getByRole('heading', { name: coupon.name })).toBeInTheDocument();
  }
  await expect(canvas.getByRole('tab', { name: t('pages.coupons.tabs.available') })).toHaveAttribute('aria-selected', 'true');
  await expect(within(list).getByText(t('pages.coupons.allStores'))).toBeInTheDocument();
  await expect(within(list).getByText(t('pages.coupons.storeOnly'))).toBeInTheDocument();
  const use = within(list).getAllByRole('link', { name: t('pages.coupons.use') });
  await expect(use).toHaveLength(available.length);
});

/** Expired coupons are greyed (by colour, not opacity) and marked as such. */
export const Expired: Story = {
  parameters: { screen: { route: `${PATHS.coupons}?tab=expired`, session: 'buyer' } },
  play: playScreen(async ({ canvas, t }) => {
    const list = await canvas.findByRole('list', { name: t('pages.coupons.tabs.expired') });
    await expect(within(list).getByRole('heading', { name: expired.name })).toBeInTheDocument();
    await expect(within(list).queryByRole('link')).toBeNull();
  }),
};

/** Choosing a tab puts it in the address, so back and reload return to it. */
export const SwitchTab: Story = {
  decorators: [
    (Story) => (
      <>
        <Story />
        <CurrentAddress />
      </>
    ),
  ],
  play: playScreen(async ({ canvas, t }) => {
    await canvas.findByRole('list', { name: t('pages.coupons.tabs.available') });
    await userEvent.click(canvas.getByRole('tab', { name: t('pages.coupons.tabs.used') }));
    await waitFor(() => expect(canvas.getByTestId('current-address')).toHaveTextContent(`${PATHS.coupons}?tab=used`));
    const list = await canvas.findByRole('list', { name: t('pages.coupons.tabs.used') });
    await expect(within(list).getByRole('heading', { name: used.name })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: t('pages.coupons.tabs.used') })).toHaveAttribute('aria-selected', 'true');
  }),
};

export const Loading: Story = loadingStory();

/** No coupons to use: the empty state sends the shopper shopping. */
export const Empty: Story = emptyStory({ text: 'pages.coupons.empty.available', action: 'kit.empty.goShopping' });

export const Failed: Story = failedStory();
