import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withdrawalAccounts } from '@shop/api/mocks';
import { PATHS } from '../../../routes/paths';
import { everyLocale, playScreen } from '../../../storybook/storyT';
import AccountsPage from './AccountsPage';
import { emptyStory, failedStory, loadingStory } from '../../../storybook/screenStates';

/** Withdrawal accounts by type (USDT addresses, bank cards masked, cash); delete asks first. */
const meta = {
  title: 'Screens/Me/Wallet/Accounts',
  component: AccountsPage,
  parameters: { screen: { route: PATHS.walletAccounts, session: 'buyer' } },
} satisfies Meta<typeof AccountsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const usdt = withdrawalAccounts.find((a) => a.type === 'usdt')!;

export const Loaded: Story = everyLocale(async ({ canvas, t }) => {
  for (const type of ['usdt', 'bankCard', 'cash'] as const) {
    const section = await canvas.findByRole('region', { name: t(`pages.wallet.accountTypes.${type}`) });
    await expect(within(section).getByRole('link', { name: t(`pages.wallet.accounts.add.${type}`) })).toHaveAttribute(
      'href',
      `${PATHS.walletAddAccount}?type=${type}`,
    );
    await expect(within(section).getAllByRole('listitem')).toHaveLength(withdrawalAccounts.filter((a) => a.type === type).length);
  }
  await expect(canvas.getByText(usdt.type === 'usdt' ? usdt.address : '')).toBeInTheDocument();
  await expect(canvas.getByText(/\*\*\*\* 4242/)).toBeInTheDocument();
});

/** Delete asks first; cancelling keeps the account, confirming removes it. */
export const DeleteAsksFirst: Story = {
  parameters: { visual: { disable: 'ends on a toast; the dialog is the kit Dialog' } },
  play: playScreen(async ({ canvas, t }) => {
    const name = t('pages.wallet.account.usdtTitle', { name: usdt.type === 'usdt' ? usdt.name : '', network: 'TRC20' });
    const remove = await canvas.findByRole('button', { name: t('pages.wallet.accounts.delete', { name }) });
    await userEvent.click(remove);
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(t('pages.wallet.accounts.deleteConfirm', { name }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
    await expect(canvas.getByRole('button', { name: t('pages.wallet.accounts.delete', { name }) })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('pages.wallet.accounts.delete', { name }) }));
    await userEvent.click(within(await within(document.body).findByRole('alertdialog')).getByRole('button', { name: t('common.delete') }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: t('pages.wallet.accounts.delete', { name }) })).toBeNull());
    await expect(await within(document.body).findByText(t('pages.wallet.accounts.deleted'))).toBeInTheDocument();
  }),
};

export const Empty: Story = emptyStory({
  text: 'pages.wallet.accounts.empty',
  also: async (canvas, t) => expect(canvas.getAllByText(t('pages.wallet.accounts.noneOfType'))).toHaveLength(3),
});

export const Loading: Story = loadingStory({ shotIn: 'Screens/Me/Wallet/Wallet' });

export const Failed: Story = failedStory({ shotIn: 'Screens/Me/Wallet/Wallet', retry: false });
