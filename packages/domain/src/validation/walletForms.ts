import { parseAmount, type Minor } from '../money';
import * as rule from './fields';
import { collect, finish } from './formParts';
import { issue, type Issue, type Validated } from './keys';
import { clean } from './text';

/**
 * The wallet's money forms (spec section 5): deposit, withdrawal, profit transfer. Apart from
 * forms.ts so the wallet screens and machines load these without the other forms' dependencies
 * (phone numbers, address hashing); forms.ts re-exports them.
 */

export interface DepositForm {
  currency: string;
  /** As typed: "12.50", "12,50"... */
  amount: string;
  type: string;
  network?: string;
  txHash?: string;
  /** URL of the uploaded payment proof (voucher) image. */
  proof: string;
}

export interface DepositValue extends Omit<DepositForm, 'amount'> {
  amount: Minor;
}

/** Deposit: an amount and the payment proof ("Upload Payment Proof" when it is missing). */
export function validateDeposit(form: DepositForm, locale = 'en'): Validated<DepositValue, keyof DepositForm> {
  const amount = parseAmount(form.amount ?? '', locale);
  const errors = collect<keyof DepositForm>({
    currency: rule.chosen(form.currency),
    amount: amount.ok ? null : issue(amount.key, amount.values),
    type: rule.chosen(form.type),
    network: null,
    txHash: null,
    proof: rule.uploaded(form.proof) ? issue('messages.uploadPaymentProof') : null,
  });
  return finish(errors, () => ({
    currency: clean(form.currency),
    amount: amount.ok ? amount.minor : 0,
    type: clean(form.type),
    network: clean(form.network),
    txHash: clean(form.txHash),
    proof: clean(form.proof),
  }));
}

/** Checks an amount against what may be spent: "Available isn't enough" above it. */
function amountWithin(text: string, available: Minor, locale: string): { issue: Issue | null; minor: Minor } {
  const parsed = parseAmount(text ?? '', locale);
  if (!parsed.ok) return { issue: issue(parsed.key, parsed.values), minor: 0 };
  if (parsed.minor > available) return { issue: issue('messages.availableNotEnough'), minor: parsed.minor };
  return { issue: null, minor: parsed.minor };
}

export interface WithdrawalForm {
  amount: string;
  accountId: string | number | null;
}

export interface WithdrawalValue {
  amount: Minor;
  accountId: string | number;
}

/** Withdrawal: an amount no larger than the available balance, and a chosen account. */
export function validateWithdrawal(
  form: WithdrawalForm,
  available: Minor,
  locale = 'en',
): Validated<WithdrawalValue, keyof WithdrawalForm> {
  const amount = amountWithin(form.amount, available, locale);
  const errors = collect<keyof WithdrawalForm>({ amount: amount.issue, accountId: rule.chosen(form.accountId) });
  return finish(errors, () => ({ amount: amount.minor, accountId: form.accountId! }));
}

/**
 * Profit transfer from the store to the wallet. With nothing transferable it fails with "Available
 * isn't enough" whatever was typed, as the spec says.
 */
export function validateProfitTransfer(
  form: { amount: string },
  transferable: Minor,
  locale = 'en',
): Validated<{ amount: Minor }, 'amount'> {
  if (transferable <= 0) return { ok: false, errors: { amount: issue('messages.availableNotEnough') } };
  const amount = amountWithin(form.amount, transferable, locale);
  return finish(collect({ amount: amount.issue }), () => ({ amount: amount.minor }));
}
