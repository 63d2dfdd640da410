import { LIMITS } from '../limits';
import * as rule from './fields';
import { phone } from './phone';
import { collect, finish } from './formParts';
import { issue, type Validated } from './keys';
import { asciiDigits, clean } from './text';

/**
 * Whole-form checks for spec section 5. Each takes what the form holds (strings as typed) and gives
 * back either the cleaned value the server stores, or one issue per failing field. The app shows
 * the issues beside the fields; the server answers the first one as the envelope's `msg`.
 */

export { firstIssue } from './formParts';
export * from './walletForms';
export * from './accountForm';
export * from './authForms';

export interface ChangePasswordForm {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

export function validateChangePassword(form: ChangePasswordForm): Validated<ChangePasswordForm> {
  const errors = collect({
    oldPassword: rule.required(form.oldPassword),
    password: rule.password(form.password),
    confirmPassword: rule.passwordConfirmation(form.password, form.confirmPassword),
  });
  return finish(errors, () => ({ ...form }));
}

/** Setting or changing the 6-digit payment password, confirmed by a second entry. */
export interface PayPasswordForm {
  password: string;
  confirmPassword: string;
}

export function validatePayPasswordForm(form: PayPasswordForm): Validated<PayPasswordForm> {
  const errors = collect({
    password: rule.payPassword(form.password),
    confirmPassword: rule.passwordConfirmation(asciiDigits(form.password ?? ''), asciiDigits(form.confirmPassword ?? '')),
  });
  return finish(errors, () => ({ password: asciiDigits(form.password), confirmPassword: asciiDigits(form.password) }));
}

export interface StoreApplicationForm {
  name: string;
  category: string;
  /** Free-form store type ("personal", "company"); optional in the spec. */
  storeType?: string;
  country: string;
  city: string;
  logo: string;
  banner: string;
  description: string;
  contactPerson: string;
  contactPhone: string;
  /** ISO country of the contact phone, for its validation. */
  phoneCountry: string;
  certificateType: string;
  certificateNumber: string;
  frontPhoto: string;
  backPhoto: string;
  /** Hand-held photo: shown in the spec's fields, not among its required ones. */
  handPhoto?: string;
}

export type StoreApplicationField = Extract<keyof StoreApplicationForm, string>;

export function validateStoreApplication(form: StoreApplicationForm): Validated<StoreApplicationForm> {
  const errors = collect<StoreApplicationField>({
    name: rule.text(64)(form.name),
    category: rule.chosen(form.category),
    storeType: null,
    country: rule.chosen(form.country),
    city: rule.text(64)(form.city),
    logo: rule.uploaded(form.logo),
    banner: rule.uploaded(form.banner),
    description: rule.text(LIMITS.textareaMax)(form.description),
    contactPerson: rule.text(64)(form.contactPerson),
    contactPhone: phone(form.contactPhone, form.phoneCountry),
    phoneCountry: null,
    certificateType: rule.chosen(form.certificateType),
    certificateNumber: rule.text(64)(form.certificateNumber),
    frontPhoto: rule.uploaded(form.frontPhoto),
    backPhoto: rule.uploaded(form.backPhoto),
    handPhoto: null,
  });
  return finish(errors, () => {
    const out = { ...form };
    for (const key of Object.keys(out) as StoreApplicationField[]) {
      const v = out[key];
      if (typeof v === 'string') out[key] = clean(v);
    }
    out.contactPhone = asciiDigits(out.contactPhone);
    return out;
  });
}

export interface AddressForm {
  recipient: string;
  phone: string;
  phoneCountry: string;
  region: string;
  city: string;
  detail: string;
  postalCode: string;
  isDefault: boolean;
}

export function validateAddress(form: AddressForm): Validated<AddressForm> {
  const errors = collect({
    recipient: rule.text(64)(form.recipient),
    phone: phone(form.phone, form.phoneCountry),
    phoneCountry: null,
    region: rule.chosen(form.region),
    city: rule.text(64)(form.city),
    detail: rule.text(LIMITS.textareaMax)(form.detail),
    postalCode: rule.text(16)(form.postalCode),
    isDefault: null,
  });
  return finish(errors, () => ({
    recipient: clean(form.recipient),
    phone: asciiDigits(clean(form.phone)),
    phoneCountry: form.phoneCountry,
    region: clean(form.region),
    city: clean(form.city),
    detail: clean(form.detail),
    postalCode: asciiDigits(clean(form.postalCode)),
    isDefault: form.isDefault === true,
  }));
}

export interface CommentForm {
  content: string;
  /** Stars, 1 to 5. */
  rating: number;
}

/** A comment must be written (at most 140 characters) and rated 1 to 5 stars. */
export function validateComment(form: CommentForm): Validated<CommentForm> {
  const errors = collect({
    content: rule.text(LIMITS.commentMax)(form.content),
    rating: Number.isInteger(form.rating) && form.rating >= 1 && form.rating <= 5 ? null : issue('validation.chooseOne'),
  });
  return finish(errors, () => ({ content: clean(form.content), rating: form.rating }));
}

/**
 * Chat message content is valid when it has something visible, at most 1000 graphemes, and no
 * control characters other than line breaks and tabs (they would break the transcript).
 */
export function validateChatMessage(content: string): Validated<string, 'content'> {
  const c = clean(content);
  let found = rule.text(LIMITS.chatMessageMax, 'validation.messageInvalid')(content);
  // eslint-disable-next-line no-control-regex
  if (!found && /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(c)) found = issue('validation.messageInvalid');
  return found ? { ok: false, errors: { content: found } } : { ok: true, value: c };
}

/** Placing an order: at least one product selected and a delivery address chosen. */
export function validateOrderPlacement(form: {
  productIds: readonly (string | number)[];
  addressId: string | number | null | undefined;
}): Validated<{ productIds: (string | number)[]; addressId: string | number }, 'productIds' | 'addressId'> {
  const errors = collect({
    productIds: form.productIds.length > 0 ? null : issue('validation.productRequired'),
    addressId: form.addressId === null || form.addressId === undefined || form.addressId === '' ? issue('validation.addressRequired') : null,
  });
  return finish(errors, () => ({ productIds: [...form.productIds], addressId: form.addressId! }));
}
