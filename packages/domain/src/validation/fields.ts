import { LIMITS } from '../limits';
import { issue, type Issue } from './keys';
import { asciiDigits, clean, graphemeCount, isBlank } from './text';
import { luhnValid } from './luhn';

/** Each rule answers `null` when the value passes, else the one issue to show. */
export type Rule<T = string> = (value: T) => Issue | null;

export const required: Rule<string | null | undefined> = (value) =>
  isBlank(value) ? issue('validation.required') : null;

/** For pickers (category, country, account): nothing chosen yet. */
export const chosen: Rule<string | number | null | undefined> = (value) =>
  value === null || value === undefined || (typeof value === 'string' && isBlank(value))
    ? issue('validation.chooseOne')
    : null;

/** For uploads: the field holds the uploaded image's URL once the upload finished. */
export const uploaded: Rule<string | null | undefined> = (value) =>
  isBlank(value) ? issue('validation.uploadRequired') : null;

/**
 * A practical address check, not RFC 5322: one `@`, no spaces, a dotted domain with a top-level
 * part of two or more letters, and the length limits mail servers enforce (64 local, 254 total).
 * Letters of any script are accepted on both sides (internationalised addresses exist).
 */
const EMAIL = /^(?!\.)(?!.*\.\.)[^\s@]+(?<!\.)@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}$/u;

export const email: Rule<string | null | undefined> = (value) => {
  if (isBlank(value)) return issue('validation.required');
  const v = clean(value);
  const at = v.lastIndexOf('@');
  if (v.length > 254 || at > 64 || !EMAIL.test(v)) return issue('validation.emailInvalid');
  return null;
};

/** Login password: at least 6 characters, spaces included (a password is never trimmed). */
export const password: Rule<string | null | undefined> = (value) => {
  if (isBlank(value)) return issue('validation.required');
  return graphemeCount(value!) < LIMITS.loginPasswordMin
    ? issue('validation.passwordTooShort', { min: LIMITS.loginPasswordMin })
    : null;
};

/** The second entry of a new password must equal the first, exactly. */
export function passwordConfirmation(first: string | null | undefined, second: string | null | undefined): Issue | null {
  if (isBlank(second)) return issue('validation.required');
  return first === second ? null : issue('messages.passwordMismatch');
}


/** Payment password: exactly 6 digits, nothing else (other scripts' digits count as digits). */
export const payPassword: Rule<string | null | undefined> = (value) => {
  if (isBlank(value)) return issue('validation.required');
  const pattern = new RegExp(`^[0-9]{${LIMITS.payPasswordLength}}$`);
  return pattern.test(asciiDigits(value!)) ? null : issue('validation.payPasswordFormat', { length: LIMITS.payPasswordLength });
};

/** The emailed or texted verification code: 6 digits. */
export const verificationCode: Rule<string | null | undefined> = (value) => {
  if (isBlank(value)) return issue('validation.required');
  const pattern = new RegExp(`^[0-9]{${LIMITS.verificationCodeLength}}$`);
  return pattern.test(asciiDigits(clean(value))) ? null : issue('validation.codeFormat', { length: LIMITS.verificationCodeLength });
};

/** Non-empty text of at most `max` graphemes (an emoji or a Thai cluster counts once). */
export function text(max: number, emptyKey: Issue['key'] = 'validation.required'): Rule<string | null | undefined> {
  return (value) => {
    if (isBlank(value)) return issue(emptyKey);
    return graphemeCount(clean(value)) > max ? issue('validation.tooLong', { max }) : null;
  };
}

/**
 * Bank card number: 8 to 19 digits, spaces and dashes allowed between groups, and its last digit
 * the Luhn check digit of the others (a mistyped digit or two swapped neighbours fail it).
 */
export const cardNumber: Rule<string | null | undefined> = (value) => {
  if (isBlank(value)) return issue('validation.required');
  const digits = asciiDigits(clean(value)).replace(/[\s-]/g, '');
  return /^[0-9]{8,19}$/.test(digits) && luhnValid(digits) ? null : issue('validation.cardNumberInvalid');
};

export const agreement: Rule<boolean | null | undefined> = (value) =>
  value === true ? null : issue('validation.agreementRequired');
