import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { override, refuse } from '@shop/api/mocks';
import { PATHS } from '../../../routes/paths';
import { everyLocale, playScreen, storyT } from '../../../storybook/storyT';
import AccountEditPage from './AccountEditPage';

/**
 * Adding a withdrawal account: USDT address (checked for its network: TRON base58check,
 * Ethereum EIP-55), bank card (Luhn), cash. Errors show under their fields; nothing typed is lost.
 */
const meta = {
  title: 'Screens/Me/Wallet/AddAccount',
  component: AccountEditPage,
  parameters: { screen: { route: `${PATHS.walletAddAccount}?type=usdt`, session: 'buyer' } },
} satisfies Meta<typeof AccountEditPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

/** A real TRON address (USDT's own contract), and the same with one letter's case changed. */
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const TRON_TYPO = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6T';

const field = (context: Context, key: string) => within(context.canvasElement).findByRole('textbox', { name: storyT(context)(key) });

const fillUsdt = async (context: Context, network: 'TRC20' | 'ERC20', address: string) => {
  const canvas = within(context.canvasElement);
  await userEvent.type(await field(context, 'pages.wallet.accounts.name'), 'Main');
  await userEvent.click(canvas.getByRole('radio', { name: network }));
  await userEvent.type(await field(context, 'pages.wallet.accounts.address'), address);
};

const save = (context: Context) =>
  userEvent.click(within(context.canvasElement).getByRole('button', { name: storyT(context)('common.save') }));

export const UsdtForm: Story = everyLocale(async (context) => {
  const { canvas, t } = context;
  await expect(await canvas.findByRole('radio', { name: t('pages.wallet.accountTypes.usdt') })).toBeChecked();
  await expect(await field(context, 'pages.wallet.accounts.currency')).toHaveValue('USDT');
  await expect(canvas.getByRole('radio', { name: 'TRC20' })).toBeInTheDocument();
});

/** Saved empty: each required field says so, and focus goes to the first. */
export const Required: Story = {
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    await field(context, 'pages.wallet.accounts.name');
    await save(context);
    await expect(await canvas.findAllByText(t('validation.required'))).toHaveLength(2);
    await expect(canvas.getByText(t('validation.chooseOne'))).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(canvas.getByRole('textbox', { name: t('pages.wallet.accounts.name') })));
  }),
};

/** One letter wrong: the checksum fails, the message says so, and what was typed stays. */
export const WrongChecksum: Story = {
  play: playScreen(async (context) => {
    const { t } = context;
    await fillUsdt(context, 'TRC20', TRON_TYPO);
    await save(context);
    await expect(await within(context.canvasElement).findByText(t('validation.walletAddressChecksum'))).toBeInTheDocument();
    await expect(await field(context, 'pages.wallet.accounts.address')).toHaveValue(TRON_TYPO);
    await expect(await field(context, 'pages.wallet.accounts.name')).toHaveValue('Main');
  }),
};

/** A TRON address under ERC20: named as the other network's. */
export const OtherNetwork: Story = {
  play: async (context) => {
    await fillUsdt(context, 'ERC20', TRON);
    await save(context);
    await expect(
      await within(context.canvasElement).findByText(storyT(context)('validation.walletAddressOtherNetwork')),
    ).toBeInTheDocument();
  },
};

/** A valid address saves and goes back to the accounts. */
export const Saves: Story = {
  parameters: { visual: { disable: 'ends on the accounts route (the navigated-to marker)' } },
  play: async (context) => {
    await fillUsdt(context, 'TRC20', TRON);
    await save(context);
    await waitFor(async () =>
      expect(await within(context.canvasElement).findByTestId('navigated-to')).toHaveTextContent(PATHS.walletAccounts),
    );
  },
};

/** A card number that fails Luhn. */
export const BankCardLuhn: Story = {
  parameters: { screen: { route: `${PATHS.walletAddAccount}?type=bankCard`, session: 'buyer' } },
  play: playScreen(async (context) => {
    const { t } = context;
    await userEvent.type(await field(context, 'pages.wallet.accounts.bankName'), 'Kasikorn Bank');
    await userEvent.type(await field(context, 'pages.wallet.accounts.cardNumber'), '4111 1111 1111 1112');
    await userEvent.type(await field(context, 'pages.wallet.accounts.holderName'), 'Mia Chen');
    await save(context);
    await expect(await within(context.canvasElement).findByText(t('validation.cardNumberInvalid'))).toBeInTheDocument();
    await expect(await field(context, 'pages.wallet.accounts.cardNumber')).toHaveValue('4111 1111 1111 1112');
  }),
};

export const Cash: Story = {
  parameters: { screen: { route: `${PATHS.walletAddAccount}?type=cash`, session: 'buyer' } },
  play: playScreen(async (context) => {
    const { t } = context;
    await expect(await field(context, 'pages.wallet.accounts.cashName')).toBeInTheDocument();
    await expect(await field(context, 'pages.wallet.accounts.holderName')).toBeInTheDocument();
    await expect(within(context.canvasElement).queryByRole('textbox', { name: t('pages.wallet.accounts.address') })).toBeNull();
  }),
};

/** The server refuses a field: its message shows under that field, and the value stays. */
export const ServerRefusal: Story = {
  parameters: { screen: { toastDuration: 0 } },
  beforeEach: ({ msw }) =>
    msw.use(override('withdrawalAccountSave', () => refuse('validation', undefined, { address: 'validation.walletAddressInvalid' }))),
  play: async (context) => {
    await fillUsdt(context, 'TRC20', TRON);
    await save(context);
    const address = await field(context, 'pages.wallet.accounts.address');
    await waitFor(() => expect(address).toHaveAttribute('aria-invalid', 'true'));
    await expect(within(context.canvasElement).getByText(storyT(context)('validation.walletAddressInvalid'))).toBeInTheDocument();
    await expect(address).toHaveValue(TRON);
    await expect(within(context.canvasElement).queryByTestId('navigated-to')).toBeNull();
  },
};
