import type { FieldErrors, Issue, Validated } from './keys';

// What every whole-form check shares (forms.ts and authForms.ts).

export function finish<T, F extends string>(errors: FieldErrors<F>, value: () => T): Validated<T, F> {
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: value() };
}

export function collect<F extends string>(checks: Record<F, Issue | null>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(checks) as F[]) {
    const found = checks[field];
    if (found) errors[field] = found;
  }
  return errors;
}

/** The first issue of a failed form, in field order: what a toast or the server's `msg` shows. */
export function firstIssue<F extends string>(errors: FieldErrors<F>): Issue | undefined {
  return Object.values<Issue | undefined>(errors).find(Boolean);
}
