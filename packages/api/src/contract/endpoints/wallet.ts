import { luhnValid, USDT_NETWORKS, walletAddressIssue } from '@shop/domain';
import { z } from 'zod';
import { area } from '../endpoint';
import { REVIEW_STATUS, WITHDRAWAL_ACCOUNT_TYPES, statusCode, statusName } from '../domain';
import {
  amount,
  datetime,
  empty,
  id,
  idempotencyKey,
  imageUrl,
  money,
  nothing,
  obj,
  page,
  pageQuery,
  requiredText,
  signedMoney,
  text,
} from '../primitives';
import { payPassword, password } from './account';

const wallet = area('wallet');

export const walletSummarySchema = obj({
  balance: money(),
  /** Balance minus what pending withdrawals hold. */
  available: money(),
  frozen: money(),
  creditScore: z.number().int(),
  level: z.number().int().nonnegative(),
  payPasswordSet: z.boolean(),
  /** The store's transferable profit; null when the user has no store. */
  profit: money().nullable(),
});

export const BILL_TYPES = [
  'deposit',
  'withdrawal',
  'withdrawalReleased',
  'payment',
  'refund',
  'profitTransfer',
  'adjustment',
] as const;

export const billRecordSchema = obj({
  /** A ledger entry's id: a `bigint` column, so not bound like the other ids. */
  id: z.number().int().positive(),
  type: z.enum(BILL_TYPES),
  /** Positive money in, negative money out. */
  amount: signedMoney(),
  balanceAfter: money(),
  /** Order number, deposit or withdrawal id the entry belongs to. */
  reference: z.string().nullable(),
  createdAt: datetime(),
});

/** Deposits come in the same kinds as withdrawal accounts: USDT, bank card, cash. */
export const DEPOSIT_TYPES = WITHDRAWAL_ACCOUNT_TYPES;

/** Where a deposit is sent: the platform's receiving details per type. */
export const depositChannelSchema = obj({
  type: z.enum(DEPOSIT_TYPES),
  currency: z.string(),
  /** USDT main network ("TRC20", "ERC20"); null for bank and cash. */
  network: z.string().nullable(),
  /** Wallet address, or bank account text, the money goes to. */
  address: z.string(),
  qrImage: imageUrl().nullable(),
  minAmount: money(),
});

export const reviewStatusSchema = statusCode(REVIEW_STATUS, 'Review status');

export const depositRecordSchema = obj({
  id: id(),
  type: z.enum(DEPOSIT_TYPES),
  currency: z.string(),
  network: z.string().nullable(),
  amount: money(),
  txHash: z.string().nullable(),
  proofImage: imageUrl(),
  status: reviewStatusSchema,
  /** Why staff refused it, when failed. */
  reason: z.string().nullable(),
  createdAt: datetime(),
  reviewedAt: datetime().nullable(),
});

/** A withdrawal account; card numbers come back masked ("**** 4242"). */
export const withdrawalAccountSchema = z.discriminatedUnion('type', [
  obj({
    id: id(),
    type: z.literal('usdt'),
    name: z.string(),
    currency: z.string(),
    network: z.string(),
    address: z.string(),
  }),
  obj({
    id: id(),
    type: z.literal('bankCard'),
    bankName: z.string(),
    cardNumber: z.string(),
    holderName: z.string(),
  }),
  obj({ id: id(), type: z.literal('cash'), name: z.string(), holderName: z.string() }),
]);
export type WithdrawalAccount = z.infer<typeof withdrawalAccountSchema>;

/**
 * What a person types for a withdrawal account. A USDT address is checked for its network the way
 * the chain checks it (TRON base58check, Ethereum EIP-55: `usdtAddressProblem` in @shop/domain) and
 * a card number with Luhn, so the server and the mocks refuse what the app's form refuses, with the
 * same message keys.
 */
export const withdrawalAccountInputSchema = z.discriminatedUnion('type', [
  obj({
    id: id().optional(),
    type: z.literal('usdt'),
    name: requiredText(64),
    currency: requiredText(16),
    network: z.enum(USDT_NETWORKS, { error: 'validation.chooseOne' }),
    address: z.string().trim().regex(/^[A-Za-z0-9]{20,128}$/, { error: 'validation.walletAddressInvalid' }),
  }).superRefine((value, ctx) => {
    const issue = walletAddressIssue(value.network, value.address);
    if (issue) ctx.addIssue({ code: 'custom', path: ['address'], message: issue.key, input: value.address });
  }),
  obj({
    id: id().optional(),
    type: z.literal('bankCard'),
    bankName: requiredText(64),
    cardNumber: z
      .string()
      .regex(/^\d{8,19}$/, { error: 'validation.cardNumberInvalid' })
      .refine(luhnValid, { error: 'validation.cardNumberInvalid' }),
    holderName: requiredText(64),
  }),
  obj({ id: id().optional(), type: z.literal('cash'), name: requiredText(64), holderName: requiredText(64) }),
]);

export const withdrawalRecordSchema = obj({
  id: id(),
  amount: money(),
  account: withdrawalAccountSchema,
  status: reviewStatusSchema,
  reason: z.string().nullable(),
  createdAt: datetime(),
  reviewedAt: datetime().nullable(),
});

const reviewFilter = { status: statusName(REVIEW_STATUS).optional(), ...pageQuery };

export const walletEndpoints = {
  walletSummary: wallet({
    method: 'GET',
    path: '/api/wallet/summary',
    auth: 'user',
    summary: 'Balance, available, credit score, level, and whether a payment password is set',
    request: empty(),
    response: walletSummarySchema,
  }),
  walletRecords: wallet({
    method: 'GET',
    path: '/api/wallet/records',
    auth: 'user',
    summary: 'Bill records (ledger entries of the wallet), newest first',
    request: obj({ type: z.enum(BILL_TYPES).optional(), ...pageQuery }),
    response: page(billRecordSchema),
  }),
  depositChannels: wallet({
    method: 'GET',
    path: '/api/wallet/depositChannels',
    auth: 'user',
    summary: 'Where to send a deposit, per type and currency',
    request: empty(),
    response: z.array(depositChannelSchema),
  }),
  deposit: wallet({
    method: 'POST',
    path: '/api/wallet/deposit',
    auth: 'user',
    summary: 'Declare a deposit with its payment proof; credited when staff approve it',
    request: obj({
      type: z.enum(DEPOSIT_TYPES),
      currency: requiredText(16),
      network: text(16).optional(),
      amount: amount(),
      txHash: text(128).optional(),
      proofImage: imageUrl(),
      idempotencyKey: idempotencyKey(),
    }),
    response: depositRecordSchema,
  }),
  depositLogs: wallet({
    method: 'GET',
    path: '/api/wallet/depositLogs',
    auth: 'user',
    summary: 'Deposits and their review state',
    request: obj(reviewFilter),
    response: page(depositRecordSchema),
  }),
  withdraw: wallet({
    method: 'POST',
    path: '/api/wallet/withdraw',
    auth: 'user',
    summary: 'Ask to withdraw; the amount is held until staff approve or refuse',
    request: obj({
      amount: amount(),
      accountId: id(),
      payPassword: payPassword(),
      idempotencyKey: idempotencyKey(),
    }),
    response: withdrawalRecordSchema,
  }),
  withdrawalLogs: wallet({
    method: 'GET',
    path: '/api/wallet/withdrawalLogs',
    auth: 'user',
    summary: 'Withdrawals and their review state',
    request: obj(reviewFilter),
    response: page(withdrawalRecordSchema),
  }),
  withdrawalAccounts: wallet({
    method: 'GET',
    path: '/api/wallet/accounts',
    auth: 'user',
    summary: 'USDT addresses, bank cards and cash accounts for withdrawals',
    request: obj({ type: z.enum(WITHDRAWAL_ACCOUNT_TYPES).optional() }),
    response: z.array(withdrawalAccountSchema),
  }),
  withdrawalAccountSave: wallet({
    method: 'POST',
    path: '/api/wallet/saveAccount',
    auth: 'user',
    summary: 'Add (no id) or change a withdrawal account',
    request: withdrawalAccountInputSchema,
    response: withdrawalAccountSchema,
  }),
  withdrawalAccountRemove: wallet({
    method: 'POST',
    path: '/api/wallet/removeAccount',
    auth: 'user',
    summary: 'Delete a withdrawal account',
    request: obj({ id: id() }),
    response: nothing(),
  }),
  payPasswordSet: wallet({
    method: 'POST',
    path: '/api/wallet/setPayPwd',
    auth: 'user',
    summary: 'Set the first payment password, confirmed by the login password',
    request: obj({ loginPassword: password(), payPassword: payPassword(), confirmPayPassword: payPassword() }),
    response: nothing(),
  }),
  payPasswordChange: wallet({
    method: 'POST',
    path: '/api/wallet/changePayPwd',
    auth: 'user',
    summary: 'Change the payment password with the old one',
    request: obj({ oldPayPassword: payPassword(), payPassword: payPassword(), confirmPayPassword: payPassword() }),
    response: nothing(),
  }),
  profitTransfer: wallet({
    method: 'POST',
    path: '/api/wallet/transferProfit',
    auth: 'merchant',
    summary: "Move store profit into the wallet (422 availableNotEnough when there isn't enough)",
    request: obj({ amount: amount(), payPassword: payPassword(), idempotencyKey: idempotencyKey() }),
    response: obj({ balance: money(), profit: money() }),
  }),
} as const;
