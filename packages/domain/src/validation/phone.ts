import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/max';
import { issue, type Issue } from './keys';
import { asciiDigits, clean, isBlank } from './text';

// Its own module, apart from the other field rules: libphonenumber-js with full metadata is about
// 48 KiB gzip, and only the address and store-application forms need it. The sign-in forms (part of
// every first visit) import the other rules without pulling it in.

/**
 * A phone number valid for `country` (ISO 3166 alpha-2), or in international form with `+`.
 * libphonenumber-js with its full metadata checks the digits, not only the length.
 */
export function phone(value: string | null | undefined, country: string | null | undefined): Issue | null {
  if (isBlank(value)) return issue('validation.required');
  const v = asciiDigits(clean(value));
  const region = country && /^[A-Z]{2}$/.test(country) ? (country as CountryCode) : undefined;
  if (!region && !v.startsWith('+')) return issue('validation.phoneInvalid');
  try {
    return isValidPhoneNumber(v, region) ? null : issue('validation.phoneInvalid');
  } catch {
    return issue('validation.phoneInvalid');
  }
}
