import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_PAY_PASSWORD, override, scenarios, walletSummary, withdrawalAccounts } from '@shop/api/mocks';
import { LIMITS } from '@shop/domain';
import { PATHS } from '../../../routes/paths';
import { everyLocale, playScreen, storyT } from '../../../storybook/storyT';
import { accountTitle } from './walletParts';
import { moneyIn, pinField, sameText } from './storyParts';
import WithdrawalPage from './WithdrawalPage';
import { containing } from '../../../storybook/namePatterns';
import { failedStory, loadingStory } from '../../../storybook/screenStates';

/**
 * Withdraw: an account, the amount (or all of what is available), then the payment password in a
 * sheet; wrong PINs count down, too many lock, and a sent withdrawal is held under review. The
 * withdrawal machine drives it.
 */
const meta = {
  title: 'Screens/Me/Wallet/Withdrawal',
  component: WithdrawalPage,
  parameters: { screen: { route: PATHS.withdrawal, session: 'buyer' } },
} satisfies Meta<typeof WithdrawalPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const card = withdrawalAccounts.find((a) => a.type === 'bankCard')!;

const amountField = (context: Context) =>
  within(context.canvasElement).findByRole('textbox', { name: storyT(context)('pages.wallet.amount') });

/** The card account, an amount, "Withdraw": the sheet with the PIN pad. */
const toPin = async (context: Context, amount = '50') => {
  const t = storyT(context);
  const canvas = within(context.canvasElement);
  await userEvent.click(await canvas.findByRole('radio', { name: containing(accountTitle(t, card)) }));
  await userEvent.type(await amountField(context), amount);
  await userEvent.click(canvas.getByRole('button', { name: t('pages.wallet.withdrawal.submit') }));
  return within(document.body).findByRole('dialog');
};

export const Loaded: Story = everyLocale(async (context) => {
  const { t } = context;
  const money = moneyIn(context);
  const canvas = within(context.canvasElement);
  await expect(await canvas.findAllByRole('radio')).toHaveLength(withdrawalAccounts.length);
  await expect(
    canvas.getByText(sameText(t('pages.wallet.withdrawal.limits', { available: money(walletSummary.available), max: money(LIMITS.withdrawalMax) }))),
  ).toBeInTheDocument();
  // "All" fills what is available.
  await userEvent.click(canvas.getByRole('button', { name: t('pages.wallet.all') }));
  await expect(await amountField(context)).not.toHaveValue('');
});

/** Sent without an account or amount: each field says what it needs; no sheet. */
export const Required: Story = {
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    await amountField(context);
    await userEvent.click(canvas.getByRole('button', { name: t('pages.wallet.withdrawal.submit') }));
    await expect(await canvas.findByText(t('validation.chooseOne'))).toBeInTheDocument();
    await expect(canvas.getByText(t('validation.required'))).toBeInTheDocument();
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  }),
};

/** More than available: "Available isn't enough". */
export const MoreThanAvailable: Story = {
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    await userEvent.click(await canvas.findByRole('radio', { name: containing(accountTitle(t, card)) }));
    await userEvent.type(await amountField(context), '99999');
    await userEvent.click(canvas.getByRole('button', { name: t('pages.wallet.withdrawal.submit') }));
    await expect(await canvas.findByText(t('messages.availableNotEnough'))).toBeInTheDocument();
  }),
};

/** The PIN sheet, with the amount to confirm. */
export const EnteringPin: Story = {
  play: async (context) => {
    const sheet = await toPin(context);
    await expect(within(sheet).getByRole('heading', { name: storyT(context)('pages.wallet.withdrawal.sheetTitle') })).toBeInTheDocument();
    await expect(await pinField(sheet)).toBeInTheDocument();
  },
};

/** The right PIN: sent, held, under review. */
export const Submitted: Story = {
  play: playScreen(async (context) => {
    const { t } = context;
    const sheet = await toPin(context);
    await userEvent.type(await pinField(sheet), MOCK_PAY_PASSWORD);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('pages.wallet.withdrawal.underReview') })).toBeInTheDocument();
    await expect(canvas.getByText(sameText(t('pages.wallet.withdrawal.held', { amount: moneyIn(context)(50_00) })))).toBeInTheDocument();
  }),
};

/** A wrong PIN: the pad clears and says how many tries are left. */
export const WrongPin: Story = {
  beforeEach: ({ msw }) => msw.use(...scenarios.payPasswordWrong),
  play: async (context) => {
    const sheet = await toPin(context);
    const field = await pinField(sheet);
    await userEvent.type(field, '111111');
    await expect(await within(sheet).findByRole('alert')).toHaveTextContent(storyT(context)('validation.payPasswordWrong', { count: 2 }));
    await waitFor(() => expect(field).toHaveValue(''));
  },
};

/** Too many wrong PINs: locked, and when it opens again. */
export const Locked: Story = {
  beforeEach: ({ msw }) => msw.use(...scenarios.payPasswordLocked),
  play: playScreen(async (context) => {
    const { t } = context;
    const sheet = await toPin(context);
    await userEvent.type(await pinField(sheet), '111111');
    await expect(await within(sheet).findByText(t('pages.wallet.pin.locked'))).toBeInTheDocument();
    await expect(sheet.querySelector('input[type="password"]')).toBeNull();
  }),
};

/** No payment password yet: the sheet says to set one, and links there with the way back. */
export const NeedsPayPassword: Story = {
  beforeEach: ({ msw }) => msw.use(...scenarios.payPasswordNotSet),
  play: playScreen(async (context) => {
    const { t } = context;
    const sheet = await toPin(context);
    await expect(within(sheet).getByText(t('messages.setPayPassword'))).toBeInTheDocument();
    await expect(within(sheet).getByRole('link', { name: t('pages.wallet.setPayPassword') })).toHaveAttribute(
      'href',
      `${PATHS.payPassword}?redirect=${encodeURIComponent(PATHS.withdrawal)}`,
    );
  }),
};

/** No accounts yet: add one first. */
export const NoAccounts: Story = {
  beforeEach: ({ msw }) => msw.use(override('withdrawalAccounts', () => [])),
  play: playScreen(async (context) => {
    const { t } = context;
    await expect(await within(context.canvasElement).findByText(t('pages.wallet.withdrawal.noAccounts'))).toBeInTheDocument();
  }),
};

export const Loading: Story = loadingStory({ shotIn: 'Screens/Me/Wallet/Wallet' });

export const Failed: Story = failedStory({ shotIn: 'Screens/Me/Wallet/Wallet', retry: false });
