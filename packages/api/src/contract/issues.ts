import type { z } from 'zod';

/**
 * Turns a request's schema issues into the `fields` of a 400 `validation` answer: request field ->
 * `validation.*` message key (the keys the domain's form rules use, so a form shows the server's
 * refusal exactly as it shows its own). The field is the issue's first path segment; nested
 * issues ("items.0.content") keep the full dotted path.
 */
const FIELD_KEYS: Record<string, string> = {
  email: 'validation.emailInvalid',
  phone: 'validation.phoneInvalid',
  contactPhone: 'validation.phoneInvalid',
  payPassword: 'validation.payPasswordFormat',
  oldPayPassword: 'validation.payPasswordFormat',
  confirmPayPassword: 'validation.payPasswordFormat',
  password: 'validation.passwordTooShort',
  confirmPassword: 'validation.passwordTooShort',
  code: 'validation.codeFormat',
  amount: 'validation.amountInvalid',
  cardNumber: 'validation.cardNumberInvalid',
  agreement: 'validation.agreementRequired',
};

export function validationFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    if (fields[path]) continue;
    const leaf = String(issue.path[issue.path.length - 1] ?? '');
    const missing =
      (issue.code === 'invalid_type' && issue.input === undefined) ||
      (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1);
    if (issue.code === 'too_big' && issue.origin === 'string') fields[path] = 'validation.tooLong';
    else if (missing && leaf !== 'agreement') fields[path] = 'validation.required';
    else fields[path] = FIELD_KEYS[leaf] ?? 'validation.required';
  }
  return fields;
}
