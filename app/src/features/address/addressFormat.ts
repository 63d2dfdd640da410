import type { Address } from '@shop/api/contract';
import { intlLocale } from '../../i18n/intlLocale';

type DeliveryAddress = Pick<Address, 'country' | 'region' | 'city' | 'detail' | 'postalCode'>;

/**
 * The countries the address form offers, with their calling codes and national trunk prefixes (the
 * digit a local number starts with that the international form drops), so a number typed the local
 * way ("081 234 5678" in Thailand) is stored in the contract's E.164 form ("+66812345678").
 * Names come from `Intl.DisplayNames` in the reader's language, never from a list of ours.
 */
export const COUNTRIES: Readonly<Record<string, { calling: string; trunk: string }>> = {
  AE: { calling: '971', trunk: '0' },
  AU: { calling: '61', trunk: '0' },
  BR: { calling: '55', trunk: '0' },
  CA: { calling: '1', trunk: '1' },
  CN: { calling: '86', trunk: '0' },
  DE: { calling: '49', trunk: '0' },
  EG: { calling: '20', trunk: '0' },
  ES: { calling: '34', trunk: '' },
  FR: { calling: '33', trunk: '0' },
  GB: { calling: '44', trunk: '0' },
  HK: { calling: '852', trunk: '' },
  ID: { calling: '62', trunk: '0' },
  IN: { calling: '91', trunk: '0' },
  JP: { calling: '81', trunk: '0' },
  KR: { calling: '82', trunk: '0' },
  MO: { calling: '853', trunk: '' },
  MY: { calling: '60', trunk: '0' },
  PH: { calling: '63', trunk: '0' },
  PT: { calling: '351', trunk: '' },
  RU: { calling: '7', trunk: '8' },
  SA: { calling: '966', trunk: '0' },
  SG: { calling: '65', trunk: '' },
  TH: { calling: '66', trunk: '0' },
  TW: { calling: '886', trunk: '0' },
  US: { calling: '1', trunk: '1' },
  VN: { calling: '84', trunk: '0' },
};

/** A country's name in the reader's language ("Thailand", "ประเทศไทย"); the code if unknown. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([intlLocale(language)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The offered countries as picker options, sorted by name in the reader's language. */
export function countryOptions(language: string): { id: string; label: string }[] {
  const collator = new Intl.Collator(intlLocale(language));
  return Object.keys(COUNTRIES)
    .map((code) => ({ id: code, label: countryName(code, language) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/**
 * The whole address on one line: street, city, region, country, postal code. The country is
 * named in the reader's language, often another script than the address: it is isolated (FSI …
 * PDI), or in a Latin address an Arabic country name would pull the postal code after it to its
 * own side ("Bangkok, 10110 ,تايلاند").
 */
export function formatAddress(address: DeliveryAddress, language: string): string {
  const country = countryName(address.country, language);
  return [address.detail, address.city, address.region, country && `\u2068${country}\u2069`, address.postalCode]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/**
 * A phone number the domain's rule accepted for `country`, in E.164 ("+66812345678"): an
 * international number keeps its digits; a national one loses its trunk prefix and gains the
 * country's calling code. Null when the result would not be E.164.
 */
export function toE164(phone: string, country: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '');
  let e164: string;
  if (digits.startsWith('+')) e164 = `+${digits.slice(1).replace(/\D/g, '')}`;
  else if (digits.startsWith('00')) e164 = `+${digits.slice(2)}`;
  else {
    const rule = COUNTRIES[country];
    if (!rule) return null;
    // A leading 0 is always the trunk prefix; 1 (North America) and 8 (Russia) only in front of
    // the 10-digit national number, since area codes may start with 8 (St Petersburg is 812).
    const hasTrunk = rule.trunk === '0' ? digits.startsWith('0') : rule.trunk !== '' && digits.length === 11 && digits.startsWith(rule.trunk);
    const national = hasTrunk ? digits.slice(rule.trunk.length) : digits;
    e164 = `+${rule.calling}${national}`;
  }
  return /^\+[1-9]\d{6,14}$/.test(e164) ? e164 : null;
}
