import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_PAY_PASSWORD, override, scenarios, walletSummary } from '@shop/api/mocks';
import { PATHS } from '../../../routes/paths';
import { everyLocale, playScreen, storyT } from '../../../storybook/storyT';
import { findText, moneyIn, pinField, sameText } from './storyParts';
import WalletPage from './WalletPage';
import { failedStory, loadingStory } from '../../../storybook/screenStates';

/**
 * The wallet: balance with what is available and what withdrawals hold, credit score and grade,
 * deposit and withdraw, the records and accounts; a merchant also moves store profit in.
 */
const meta = {
  title: 'Screens/Me/Wallet/Wallet',
  component: WalletPage,
  parameters: { screen: { route: PATHS.wallet, session: 'buyer' } },
} satisfies Meta<typeof WalletPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = everyLocale(async (context) => {
  const { t } = context;
  const money = moneyIn(context);
  const canvas = within(context.canvasElement);
  const card = await canvas.findByRole('region', { name: t('pages.wallet.balance') });
  await expect(within(card).getByText(sameText(money(walletSummary.balance)))).toBeInTheDocument();
  await expect(within(card).getByText(sameText(money(walletSummary.available)))).toBeInTheDocument();
  await expect(within(card).getByText(sameText(money(walletSummary.frozen)))).toBeInTheDocument();
  await expect(canvas.getByText(t('pages.wallet.gradeValue', { level: walletSummary.level }))).toBeInTheDocument();
  await expect(canvas.getByRole('link', { name: t('routes.deposit') })).toHaveAttribute('href', PATHS.deposit);
  await expect(canvas.getByRole('link', { name: t('routes.withdrawal') })).toHaveAttribute('href', PATHS.withdrawal);
  await expect(canvas.getByRole('link', { name: t('routes.walletRecords') })).toBeInTheDocument();
  // A buyer without a store sees no profit.
  await expect(canvas.queryByRole('region', { name: t('pages.wallet.profit.title') })).toBeNull();
});

export const Loading: Story = loadingStory();

export const Failed: Story = failedStory();

/** A merchant: the store's profit and "Transfer to wallet". */
export const Merchant: Story = {
  parameters: { screen: { route: PATHS.wallet, session: 'merchant' } },
  play: playScreen(async ({ canvas, t }) => {
    const profit = await canvas.findByRole('region', { name: t('pages.wallet.profit.title') });
    await expect(within(profit).getByRole('button', { name: t('pages.wallet.profit.transfer') })).toBeInTheDocument();
  }),
};

const openTransfer = async (context: Parameters<NonNullable<Story['play']>>[0]) => {
  const t = storyT(context);
  const profit = await within(context.canvasElement).findByRole('region', { name: t('pages.wallet.profit.title') });
  await userEvent.click(within(profit).getByRole('button', { name: t('pages.wallet.profit.transfer') }));
  return within(document.body).findByRole('dialog');
};

/** All the profit, then the PIN: moved, and said so. */
export const TransfersProfit: Story = {
  parameters: { screen: { route: PATHS.wallet, session: 'merchant' }, visual: { disable: 'ends on a toast; Merchant shows the card' } },
  play: playScreen(async (context) => {
    const { t } = context;
    const sheet = await openTransfer(context);
    await userEvent.click(within(sheet).getByRole('button', { name: t('pages.wallet.all') }));
    await userEvent.click(within(sheet).getByRole('button', { name: t('common.next') }));
    await userEvent.type(await pinField(sheet), MOCK_PAY_PASSWORD);
    await expect(await findText(context, 'pages.wallet.profit.done')).toBeInTheDocument();
  }),
};

/** No profit to move: the spec's "Available isn't enough", under the amount. */
export const NoProfit: Story = {
  parameters: { screen: { route: PATHS.wallet, session: 'merchant' } },
  beforeEach: ({ msw }) => msw.use(override('walletSummary', () => ({ ...walletSummary, profit: 0 }))),
  play: playScreen(async (context) => {
    const { t } = context;
    const sheet = await openTransfer(context);
    await userEvent.type(within(sheet).getByRole('textbox', { name: t('pages.wallet.amount') }), '5');
    await userEvent.click(within(sheet).getByRole('button', { name: t('common.next') }));
    await expect(await within(sheet).findByText(t('messages.availableNotEnough'))).toBeInTheDocument();
    await expect(sheet.querySelector('input[type="password"]')).toBeNull();
  }),
};

/** A wrong PIN: the attempts left, and the pad cleared for another try. */
export const ProfitWrongPin: Story = {
  parameters: { screen: { route: PATHS.wallet, session: 'merchant' } },
  beforeEach: ({ msw }) => msw.use(...scenarios.payPasswordWrong),
  play: playScreen(async (context) => {
    const { t } = context;
    const sheet = await openTransfer(context);
    await userEvent.type(within(sheet).getByRole('textbox', { name: t('pages.wallet.amount') }), '10');
    await userEvent.click(within(sheet).getByRole('button', { name: t('common.next') }));
    const field = await pinField(sheet);
    await userEvent.type(field, '111111');
    await expect(await within(sheet).findByRole('alert')).toHaveTextContent(t('validation.payPasswordWrong', { count: 2 }));
    await waitFor(() => expect(field).toHaveValue(''));
  }),
};
