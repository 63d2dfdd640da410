import { LIMITS } from '@shop/domain';
import type { z } from 'zod';

/**
 * Turns a request's schema issues into the `fields` of a 400 `validation` answer: request field ->
 * `validation.*` message key (the keys the domain's form rules use, so a form shows the server's
 * refusal exactly as it shows its own), and `fieldParams`: the values those messages interpolate
 * (`{{max}}` characters...). The field is the issue's path, dotted ("items.0.content").
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

/** What a refusal reads from a zod issue (the server and the mocks parse with the same contract). */
export interface IssueLike {
  code: string;
  path: PropertyKey[];
  message?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  origin?: string;
  input?: unknown;
}

export type MessageValues = Record<string, string | number>;

export interface ValidationRefusal {
  fields: Record<string, string>;
  fieldParams: Record<string, MessageValues>;
}

/** The message key a check names itself (`.max(n, { error: 'validation.numberTooLarge' })`). */
export function declaredKey(issue: IssueLike): string | undefined {
  return typeof issue.message === 'string' && /^validation\.[A-Za-z]+$/.test(issue.message) ? issue.message : undefined;
}

/**
 * One issue per field: a check that names its own message wins over zod's generic ones, and of two
 * upper bounds the tighter (2^53 breaks both the safe-integer and the column bound; the column's
 * is the one to tell).
 */
export function issuesByField(issues: readonly IssueLike[]): Map<string, IssueLike> {
  const chosen = new Map<string, IssueLike>();
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    const current = chosen.get(field);
    if (!current) {
      chosen.set(field, issue);
      continue;
    }
    const declared = declaredKey(issue) !== undefined;
    const currentDeclared = declaredKey(current) !== undefined;
    const tighter =
      declared && currentDeclared && issue.code === 'too_big' && current.code === 'too_big' && Number(issue.maximum) < Number(current.maximum);
    if ((declared && !currentDeclared) || tighter) chosen.set(field, issue);
  }
  return chosen;
}

const bound = (value: number | bigint | undefined, inclusive: boolean | undefined, step: 1 | -1) =>
  value === undefined ? undefined : Number(value) + (inclusive === false ? step : 0);

/**
 * The values a field's message interpolates, taken from the issue that caused it where the bound
 * lives in the schema, else from the domain's limits. Amounts stay cents here; they are written as
 * money in the reader's language with the message (`localizeValues` in @shop/domain).
 */
export function issueValues(key: string, issue: IssueLike): MessageValues | undefined {
  switch (key) {
    case 'validation.tooLong':
    case 'validation.numberTooLarge':
    case 'validation.amountTooLarge': {
      const max = issue.code === 'too_big' ? bound(issue.maximum, issue.inclusive, -1) : undefined;
      return max === undefined ? undefined : { max };
    }
    case 'validation.passwordTooShort': {
      const min = issue.code === 'too_small' ? bound(issue.minimum, issue.inclusive, 1) : undefined;
      return { min: min !== undefined && min > 1 ? min : LIMITS.loginPasswordMin };
    }
    case 'validation.payPasswordFormat':
      return { length: LIMITS.payPasswordLength };
    case 'validation.codeFormat':
      return { length: LIMITS.verificationCodeLength };
    default:
      return undefined;
  }
}

/** Builds `fields` and `fieldParams` from issues, with `keyOf` choosing each field's message key. */
export function refusalOf(issues: readonly IssueLike[], keyOf: (issue: IssueLike, leaf: string) => string): ValidationRefusal {
  const refusal: ValidationRefusal = { fields: {}, fieldParams: {} };
  for (const [field, issue] of issuesByField(issues)) {
    const key = declaredKey(issue) ?? keyOf(issue, String(issue.path[issue.path.length - 1] ?? ''));
    refusal.fields[field] = key;
    const values = issueValues(key, issue);
    if (values) refusal.fieldParams[field] = values;
  }
  return refusal;
}

/** The mocks' reading of a parse failure (the server's own, in route.ts, names a few more keys). */
export function validationRefusal(error: z.ZodError): ValidationRefusal {
  return refusalOf(error.issues as IssueLike[], (issue, leaf) => {
    const missing =
      (issue.code === 'invalid_type' && issue.input === undefined) ||
      (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1);
    if (issue.code === 'too_big' && issue.origin === 'string') return 'validation.tooLong';
    if (missing && leaf !== 'agreement') return 'validation.required';
    return FIELD_KEYS[leaf] ?? 'validation.required';
  });
}

// Tab, line feed and carriage return belong in free text; the other C0 controls and DEL never do,
// and PostgreSQL refuses NUL in text outright.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const hasControlCharacters = (text: string) => CONTROL_CHARACTERS.test(text);

/**
 * Every string in a request (values and names, at any depth) that holds a control character, as
 * field -> `validation.controlCharacters`. Walks with its own stack: a deeply nested body must not
 * overflow the call stack.
 */
export function controlCharacterFields(input: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  // Each entry links to its parent's path, so a deep body costs one step per level, not a copy.
  type Path = { name: string; parent: Path } | null;
  const nameOf = (path: Path) => {
    const names: string[] = [];
    for (let at = path; at; at = at.parent) names.push(at.name);
    return names.reverse().join('.') || '_';
  };
  const stack: Array<[unknown, Path]> = [[input, null]];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (hasControlCharacters(value)) fields[nameOf(path)] = 'validation.controlCharacters';
    } else if (value !== null && typeof value === 'object') {
      for (const [name, child] of Object.entries(value)) {
        // A name is reported at its object, so the answer never echoes the control characters.
        if (hasControlCharacters(name)) fields[nameOf(path)] = 'validation.controlCharacters';
        else stack.push([child, { name, parent: path }]);
      }
    }
  }
  return fields;
}
