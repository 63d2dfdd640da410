import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { depositRecords, scenarios, withdrawalRecords } from '@shop/api/mocks';
import { REVIEW_STATUS } from '@shop/domain';
import { PATHS } from '../../../routes/paths';
import { everyLocale, playScreen } from '../../../storybook/storyT';
import DepositLogsPage from './DepositLogsPage';
import WithdrawalLogsPage from './WithdrawalLogsPage';
import { emptyStory, failedStory, loadingStory } from '../../../storybook/screenStates';

/**
 * Deposit and withdrawal records: each request with its state (under review, credited or paid
 * out, rejected with the staff's reason), and its detail in a sheet.
 */
const meta = {
  title: 'Screens/Me/Wallet/Records',
  component: DepositLogsPage,
  parameters: { screen: { route: PATHS.depositLogs, session: 'buyer' } },
} satisfies Meta<typeof DepositLogsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const withdrawals = { screen: { route: PATHS.withdrawalLogs, session: 'buyer' } };

export const Deposits: Story = everyLocale(async (context) => {
  const { t } = context;
  const list = await within(context.canvasElement).findByRole('list', { name: t('routes.depositLogs') });
  await expect(within(list).getAllByRole('listitem')).toHaveLength(depositRecords.length);
  for (const name of ['underReview', 'approved', 'failed'] as const) {
    await expect(within(list).getByText(t(`pages.wallet.status.deposit.${name}`))).toBeInTheDocument();
  }
  const refused = depositRecords.find((r) => r.status === REVIEW_STATUS.failed)!;
  await expect(within(list).getByText(t('pages.wallet.reason', { reason: refused.reason }))).toBeInTheDocument();
});

/** A refused deposit opened: its detail with the staff's reason. */
export const DepositDetail: Story = {
  play: playScreen(async (context) => {
    const { t } = context;
    const list = await within(context.canvasElement).findByRole('list', { name: t('routes.depositLogs') });
    const refused = depositRecords.find((r) => r.status === REVIEW_STATUS.failed)!;
    const item = within(list).getByText(t('pages.wallet.reason', { reason: refused.reason })).closest('button')!;
    await userEvent.click(item);
    const sheet = await within(document.body).findByRole('dialog');
    await expect(within(sheet).getByText(t('pages.wallet.logs.reason'))).toBeInTheDocument();
    await expect(within(sheet).getByText(refused.reason!)).toBeInTheDocument();
    await expect(within(sheet).getByText(t('pages.wallet.deposit.channels.bankCard'))).toBeInTheDocument();
  }),
};

export const Withdrawals: Story = {
  render: () => <WithdrawalLogsPage />,
  parameters: withdrawals,
  play: playScreen(async (context) => {
    const { t } = context;
    const list = await within(context.canvasElement).findByRole('list', { name: t('routes.withdrawalLogs') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(withdrawalRecords.length);
    await expect(within(list).getByText(t('pages.wallet.status.withdrawal.approved'))).toBeInTheDocument();
    const refused = withdrawalRecords.find((r) => r.status === REVIEW_STATUS.failed)!;
    await userEvent.click(within(list).getByText(t('pages.wallet.reason', { reason: refused.reason })).closest('button')!);
    const sheet = await within(document.body).findByRole('dialog');
    await expect(within(sheet).getByText(refused.reason!)).toBeInTheDocument();
  }),
};

export const Empty: Story = emptyStory({ text: 'pages.wallet.logs.emptyDeposits' });

export const WithdrawalsEmpty: Story = {
  render: () => <WithdrawalLogsPage />,
  parameters: withdrawals,
  beforeEach: ({ msw }) => msw.use(...scenarios.empty),
  play: playScreen(async (context) => {
    const { t } = context;
    await expect(await within(context.canvasElement).findByText(t('pages.wallet.logs.emptyWithdrawals'))).toBeInTheDocument();
  }),
};

export const Loading: Story = loadingStory({ shotIn: 'Screens/Me/Wallet/Wallet' });

export const Failed: Story = failedStory({ shotIn: 'Screens/Me/Wallet/Wallet', retry: false });
