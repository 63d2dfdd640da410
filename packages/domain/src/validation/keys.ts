import { formatMoney } from '../money';

/**
 * Every message a rule can produce, as a dictionary key. Rules never return English sentences: the
 * screen translates the key (`t(issue.key, issue.values)`), the server translates it into the
 * request's `lang` for the envelope's `msg`.
 *
 * Four of them are the spec's own messages and live under `messages.*`.
 */
export const VALIDATION_KEYS = [
  'validation.required',
  'validation.chooseOne',
  'validation.uploadRequired',
  'validation.emailInvalid',
  'validation.passwordTooShort',
  'validation.phoneInvalid',
  'validation.payPasswordFormat',
  'validation.codeFormat',
  'validation.agreementRequired',
  'validation.amountInvalid',
  'validation.amountTooManyDecimals',
  'validation.amountNotPositive',
  'validation.amountTooLarge',
  'validation.tooLong',
  'validation.cardNumberInvalid',
  /** A USDT address that is not one of the chosen network's (see walletAddress.ts). */
  'validation.walletAddressInvalid',
  'validation.walletAddressChecksum',
  'validation.walletAddressOtherNetwork',
  'validation.productRequired',
  'validation.addressRequired',
  'validation.messageInvalid',
  /** Plural on `count` (attempts left); shown by the payment and withdrawal machines' PIN step. */
  'validation.payPasswordWrong',
  'validation.payPasswordLocked',
  'messages.passwordMismatch',
  'messages.availableNotEnough',
  'messages.uploadPaymentProof',
  'messages.setPayPassword',
] as const;

export type ValidationKey = (typeof VALIDATION_KEYS)[number];

/** One failed rule: the key to translate and the values its sentence interpolates. */
export interface Issue {
  key: ValidationKey;
  values?: Record<string, string | number>;
}

export type FieldErrors<F extends string> = Partial<Record<F, Issue>>;

/** A form check: the cleaned value (trimmed text, amounts in minor units) or one issue per field. */
export type Validated<T, F extends string = Extract<keyof T, string>> =
  | { ok: true; value: T }
  | { ok: false; errors: FieldErrors<F> };

export const issue = (key: ValidationKey, values?: Issue['values']): Issue => (values ? { key, values } : { key });

/**
 * Values that are amounts of money, by message key. They travel as cents from where the refusal is
 * made and become money text in the reader's language at the edge, with the message itself.
 */
const MONEY_VALUES: Readonly<Record<string, readonly string[]>> = { 'validation.amountTooLarge': ['max'] };

/** A message's values ready to interpolate in `locale`: cents become "$1,000,000.00" where money is meant. */
export function localizeValues(
  key: string,
  values: Record<string, string | number>,
  locale: string,
): Record<string, string | number> {
  const names = MONEY_VALUES[key];
  if (!names) return values;
  const out = { ...values };
  for (const name of names) {
    const value = out[name];
    if (typeof value === 'number') out[name] = formatMoney(value, locale);
  }
  return out;
}
