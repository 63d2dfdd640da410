import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { billRecords } from '@shop/api/mocks';
import { PATHS } from '../../../routes/paths';
import { everyLocale, playScreen, storyT } from '../../../storybook/storyT';
import { moneyIn } from './storyParts';
import BillsPage from './BillsPage';
import { emptyStory, failedStory, loadingStory } from '../../../storybook/screenStates';

/**
 * Bills: every movement of the wallet with its signed, coloured amount and the balance after it,
 * filtered by type in tabs kept in the address (`?type=`).
 */
const meta = {
  title: 'Screens/Me/Wallet/Bills',
  component: BillsPage,
  parameters: { screen: { route: PATHS.walletRecords, session: 'buyer' } },
} satisfies Meta<typeof BillsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const list = (context: Context, filter = 'all') =>
  within(context.canvasElement).findByRole('list', { name: storyT(context)(`pages.wallet.bills.types.${filter}`) });

export const Loaded: Story = everyLocale(async (context) => {
  const money = moneyIn(context);
  const items = within(await list(context)).getAllByRole('listitem');
  await expect(items).toHaveLength(billRecords.length);
  // Money out: the locale's minus and the danger tone; money in: "+" and the success tone.
  const out = items[0]!.querySelector('[data-sign]')!;
  await expect(out).toHaveAttribute('data-sign', 'out');
  await expect(out.textContent).toBe(money(billRecords[0]!.amount, 'exceptZero'));
  const deposit = items[billRecords.findIndex((b) => b.type === 'deposit')]!.querySelector('[data-sign]')!;
  await expect(deposit).toHaveAttribute('data-sign', 'in');
  await expect(getComputedStyle(out).color).not.toBe(getComputedStyle(deposit).color);
});

/** Opened on `?type=deposit`: that tab is chosen and only deposits are listed. */
export const FilteredByType: Story = {
  parameters: { screen: { route: `${PATHS.walletRecords}?type=deposit`, session: 'buyer' } },
  play: playScreen(async (context) => {
    const { t } = context;
    const items = within(await list(context, 'deposit')).getAllByRole('listitem');
    await expect(items).toHaveLength(billRecords.filter((b) => b.type === 'deposit').length);
    await expect(within(context.canvasElement).getByRole('tab', { name: t('pages.wallet.bills.types.deposit') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Choosing another tab lists that type instead.
    await userEvent.click(within(context.canvasElement).getByRole('tab', { name: t('pages.wallet.bills.types.refund') }));
    await expect(within(await list(context, 'refund')).getAllByRole('listitem')).toHaveLength(
      billRecords.filter((b) => b.type === 'refund').length,
    );
  }),
};

export const Empty: Story = emptyStory({ text: 'pages.wallet.bills.empty', action: 'routes.deposit' });

export const Loading: Story = loadingStory({ shotIn: 'Screens/Me/Wallet/Wallet' });

export const Failed: Story = failedStory({ shotIn: 'Screens/Me/Wallet/Wallet' });
