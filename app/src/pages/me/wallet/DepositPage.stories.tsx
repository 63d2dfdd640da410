import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { depositChannels, depositRecords, override, refuse, SAMPLE_PNG } from '@shop/api/mocks';
import { REVIEW_STATUS } from '@shop/domain';
import { PATHS } from '../../../routes/paths';
import { everyLocale, playScreen, storyT } from '../../../storybook/storyT';
import { moneyIn, sameText } from './storyParts';
import DepositPage from './DepositPage';
import { containing } from '../../../storybook/namePatterns';
import { failedStory, loadingStory } from '../../../storybook/screenStates';

/**
 * Deposit: the server's channels (USDT per network with the address as a QR code and text to
 * copy, bank transfer, cash), the amount within the channel's minimum, the transaction hash, the
 * payment proof; then "under review". The deposit machine drives it; the draft (values, key,
 * sent record) lives in session storage, so a reload reopens it and never sends twice.
 */
const meta = {
  title: 'Screens/Me/Wallet/Deposit',
  component: DepositPage,
  parameters: { screen: { route: PATHS.deposit, session: 'buyer' } },
  beforeEach: () => {
    sessionStorage.removeItem(DRAFT);
    return () => sessionStorage.removeItem(DRAFT);
  },
} satisfies Meta<typeof DepositPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const DRAFT = 'shop.depositDraft';
const TRC20 = depositChannels.find((c) => c.network === 'TRC20')!;

/** A draft as the screen keeps it, opened on a record the fixtures hold in `status`. */
const draftOn = (status: number) => {
  const record = depositRecords.find((r) => r.status === status)!;
  sessionStorage.setItem(DRAFT, JSON.stringify({ key: `story-${status}-key-0001`, values: { amount: '100' }, recordId: record.id }));
  return record;
};

const channel = (context: Context, network = 'TRC20') =>
  within(context.canvasElement).findByRole('radio', { name: containing(storyT(context)('pages.wallet.deposit.usdtOn', { network })) });

const amountField = (context: Context) =>
  within(context.canvasElement).findByRole('textbox', { name: storyT(context)('pages.wallet.amount') });

/** Presses submit once it takes presses (it waits while the proof is uploading). */
const submit = async (context: Context) => {
  const button = within(context.canvasElement).getByRole('button', { name: storyT(context)('pages.wallet.deposit.submit') });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
};

/** USDT on TRC20, an amount and a proof, then submit. */
const fillAndSend = async (context: Context, amount: string) => {
  await userEvent.click(await channel(context));
  await userEvent.type(await amountField(context), amount);
  await uploadProof(context);
  await submit(context);
};

const uploadProof = async (context: Context) => {
  const input = context.canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, new File([SAMPLE_PNG], 'proof.png', { type: 'image/png' }));
  await within(context.canvasElement).findByRole('button', { name: storyT(context)('kit.uploader.preview', { index: 1, total: 1 }) });
};

/** USDT on TRC20 chosen: the one-network warning, the QR code and the address to copy. */
export const UsdtChannel: Story = everyLocale(async (context) => {
  const { canvas, t } = context;
  await userEvent.click(await channel(context));
  await expect(await canvas.findByText(t('pages.wallet.deposit.networkWarningTitle', { network: 'TRC20' }))).toBeInTheDocument();
  const qr = await canvas.findByRole('img', { name: t('pages.wallet.deposit.qrAlt', { network: 'TRC20' }) });
  await expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  await expect(canvas.getByTestId('deposit-address')).toHaveTextContent(TRC20.address);
  await expect(canvas.getByRole('button', { name: t('pages.wallet.deposit.copyAddress') })).toBeInTheDocument();
  await expect(canvas.getByRole('textbox', { name: t('pages.wallet.deposit.txHash') })).toBeInTheDocument();
});

/** Bank transfer: the account to transfer to, no QR code and no hash. */
export const BankChannel: Story = {
  play: playScreen(async ({ canvas, t }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: containing(t('pages.wallet.deposit.channels.bankCard')) }));
    await expect(await canvas.findByRole('heading', { name: t('pages.wallet.deposit.payTo.bankCard') })).toBeInTheDocument();
    await expect(canvas.queryByRole('img', { name: /QR/ })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: t('pages.wallet.deposit.txHash') })).toBeNull();
  }),
};

/** Sent empty: a channel, an amount and the spec's "Upload Payment Proof". */
export const Required: Story = {
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    await amountField(context);
    await submit(context);
    await expect(await canvas.findByText(t('validation.chooseOne'))).toBeInTheDocument();
    await expect(canvas.getByText(t('validation.required'))).toBeInTheDocument();
    await expect(canvas.getByText(t('messages.uploadPaymentProof'), { selector: 'p' })).toBeInTheDocument();
  }),
};

/** Below the channel's minimum: said with the minimum, nothing sent. */
export const BelowMinimum: Story = {
  play: playScreen(async (context) => {
    const { t } = context;
    await userEvent.click(await channel(context));
    await userEvent.type(await amountField(context), '1');
    await submit(context);
    await expect(
      await within(context.canvasElement).findByText(sameText(t('pages.wallet.deposit.belowMin', { min: moneyIn(context)(TRC20.minAmount) }))),
    ).toBeInTheDocument();
  }),
};

/** Everything given: sent, then "under review"; the draft remembers the record. */
export const Submitted: Story = {
  play: playScreen(async (context) => {
    const { t } = context;
    await userEvent.click(await channel(context));
    await userEvent.type(await amountField(context), '100');
    await uploadProof(context);
    await submit(context);
    const result = await within(context.canvasElement).findByRole('heading', { name: t('pages.wallet.deposit.underReview') });
    await expect(result).toBeInTheDocument();
    await expect(within(context.canvasElement).getByText(sameText(t('pages.wallet.deposit.underReviewAmount', { amount: moneyIn(context)(100_00) })))).toBeInTheDocument();
    await expect(JSON.parse(sessionStorage.getItem(DRAFT)!).recordId).toEqual(expect.any(Number));
  }),
};

/** The server refuses: the machine is back in the draft with the reason, values kept; sending again works. */
export const SendFailedThenRetry: Story = {
  beforeEach: ({ msw }) => {
    let calls = 0;
    msw.use(
      override('deposit', ({ params }) => {
        calls += 1;
        if (calls === 1) return refuse('internal');
        return { ...depositRecords[0]!, id: 77, amount: params.amount, status: REVIEW_STATUS.underReview };
      }),
    );
  },
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    await fillAndSend(context, '100');
    await expect(await canvas.findByText(t('pages.wallet.deposit.sendFailed'))).toBeInTheDocument();
    await expect(await amountField(context)).toHaveValue('100');
    await submit(context);
    await expect(await canvas.findByRole('heading', { name: t('pages.wallet.deposit.underReview') })).toBeInTheDocument();
  }),
};

/**
 * The first send's answer was lost and the form edited: the server refuses the key, which already
 * sent other details. The screen says so, with the values kept.
 */
export const KeyReused: Story = {
  parameters: { visual: { locales: ['en', 'ar', 'de', 'ja', 'th'] } },
  beforeEach: ({ msw }) => {
    // Refuses every key it has seen, and the first: only a new key gets through.
    const keys = new Set<string>();
    msw.use(
      override('deposit', ({ params }) => {
        const seen = keys.has(params.idempotencyKey);
        keys.add(params.idempotencyKey);
        if (keys.size === 1 || seen) return refuse('idempotencyKeyReused');
        return { ...depositRecords[0]!, id: 78, amount: params.amount, status: REVIEW_STATUS.underReview };
      }),
    );
  },
  play: playScreen(async (context) => {
    const { t } = context;
    await fillAndSend(context, '120');
    const notice = (await within(context.canvasElement).findByText(t('errors.idempotencyKeyReused'))).closest('[role="alert"]')!;
    // Sent from the bottom of the form, the notice at its top is brought into view.
    await waitFor(() => expect(notice.getBoundingClientRect().top).toBeGreaterThanOrEqual(0));
    await expect(await amountField(context)).toHaveValue('120');
  }),
};

/** After that refusal, the next press sends the form under a new key, and it is under review. */
export const KeyReusedThenSent: Story = {
  ...KeyReused,
  parameters: { visual: { disable: 'ends as Submitted; KeyReused shows the refusal' } },
  play: async (context) => {
    await KeyReused.play!(context);
    await submit(context);
    await expect(
      await within(context.canvasElement).findByRole('heading', { name: storyT(context)('pages.wallet.deposit.underReview') }),
    ).toBeInTheDocument();
  },
};

/**
 * The transaction hash of a deposit already under review (typed in capitals): the server refuses
 * it on the hash field, which shows why (until the hash is edited); the values stay.
 */
export const TxHashUsed: Story = {
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    const claimed = depositRecords.find((r) => r.network === 'TRC20' && r.status === REVIEW_STATUS.underReview && r.txHash)!;
    await userEvent.click(await channel(context));
    await userEvent.type(await amountField(context), '100');
    const hash = canvas.getByRole('textbox', { name: t('pages.wallet.deposit.txHash') });
    await userEvent.type(hash, claimed.txHash!.toUpperCase());
    await uploadProof(context);
    await submit(context);
    await waitFor(() => expect(hash).toHaveAttribute('aria-invalid', 'true'));
    await expect(hash).toHaveAccessibleDescription(expect.stringContaining(t('errors.txHashUsed')));
    await expect(await amountField(context)).toHaveValue('100');
  }),
};

/** A reload after sending: the same record, under review (nothing is sent again). */
export const ReopenedUnderReview: Story = {
  beforeEach: () => void draftOn(REVIEW_STATUS.underReview),
  play: playScreen(async (context) => {
    const { t } = context;
    await expect(await within(context.canvasElement).findByRole('heading', { name: t('pages.wallet.deposit.underReview') })).toBeInTheDocument();
  }),
};

/** Reopened once staff approved it: credited. */
export const ReopenedApproved: Story = {
  beforeEach: () => void draftOn(REVIEW_STATUS.approved),
  play: playScreen(async (context) => {
    const { t } = context;
    await expect(await within(context.canvasElement).findByRole('heading', { name: t('pages.wallet.deposit.approved') })).toBeInTheDocument();
  }),
};

/** Reopened once staff refused it: the reason, and "send it again" reopens the draft with its values. */
export const ReopenedFailed: Story = {
  beforeEach: () => void draftOn(REVIEW_STATUS.failed),
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    const record = depositRecords.find((r) => r.status === REVIEW_STATUS.failed)!;
    await expect(await canvas.findByRole('heading', { name: t('pages.wallet.deposit.failed') })).toBeInTheDocument();
    await expect(canvas.getByText(t('pages.wallet.reason', { reason: record.reason }))).toBeInTheDocument();
    const key = JSON.parse(sessionStorage.getItem(DRAFT)!).key;
    await userEvent.click(canvas.getByRole('button', { name: t('pages.wallet.deposit.sendAgain') }));
    await expect(await amountField(context)).toHaveValue('100');
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem(DRAFT)!).key).not.toBe(key));
  }),
};

/** Came from a payment that was short: after sending, the way back to it. */
export const FromPayment: Story = {
  parameters: {
    screen: { route: `${PATHS.deposit}?redirect=${encodeURIComponent(`${PATHS.orderPay}?id=1001`)}`, session: 'buyer' },
  },
  beforeEach: () => void draftOn(REVIEW_STATUS.underReview),
  play: playScreen(async (context) => {
    const { t } = context;
    const back = await within(context.canvasElement).findByRole('link', { name: t('pages.wallet.deposit.backToPayment') });
    await expect(back).toHaveAttribute('href', `${PATHS.orderPay}?id=1001`);
  }),
};

export const Loading: Story = loadingStory({ shotIn: 'Screens/Me/Wallet/Wallet' });

export const Failed: Story = failedStory({ shotIn: 'Screens/Me/Wallet/Wallet', retry: false });
