import { controlCharacterFields, refusalOf, type DataOf, type Endpoint, type IssueLike, type ParsedRequestOf, type ValidationRefusal } from '@shop/api/contract';
import type { Context, Hono } from 'hono';
import type { AppContext } from '../context';
import { requireRole, requireUser } from './auth';
import { ok } from './envelope';
import type { AppEnv, AuthUser } from './env';
import { ApiError } from './errors';

export interface Call {
  c: Context<AppEnv>;
  /** The caller when signed in (also for `optional` endpoints), else null. */
  auth: AuthUser | null;
  lang: string;
}

export interface SignedInCall extends Call {
  auth: AuthUser;
}

type Handler<E extends Endpoint, C extends Call> = (input: ParsedRequestOf<E>, call: C) => Promise<DataOf<E>>;

/**
 * Turns a contract parse failure into the `validation` refusal with one `validation.*` key per
 * field, the same keys the domain's form rules use, so the app can show the message by the field,
 * and the values those messages interpolate (the schema's `max`, `min`...), so no reader ever sees
 * a bare `{{max}}`.
 */
export function validationError(issues: readonly IssueLike[]): ApiError {
  const { fields, fieldParams } = refusalOf(issues, validationKey);
  return new ApiError('validation', {}, fields, fieldParams);
}

function validationKey(issue: IssueLike, name: string): string {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'validation.required';
  if (name === 'agreement') return 'validation.agreementRequired';
  if (issue.code === 'too_small' && issue.origin === 'string') {
    if (/password/i.test(name) && name !== 'payPassword' && Number(issue.minimum) > 1) return 'validation.passwordTooShort';
    return 'validation.required';
  }
  if (issue.code === 'too_big' && issue.origin === 'string') return 'validation.tooLong';
  if (name === 'email' || issue.format === 'email') return 'validation.emailInvalid';
  if (name === 'phone' || name === 'contactPhone') return 'validation.phoneInvalid';
  if (name === 'payPassword') return 'validation.payPasswordFormat';
  if (name === 'code') return 'validation.codeFormat';
  if (name === 'amount') return 'validation.amountInvalid';
  if (issue.code === 'too_big' && (issue.origin === 'number' || issue.origin === 'int')) return 'validation.numberTooLarge';
  if (issue.code === 'invalid_value' || issue.code === 'invalid_union') return 'validation.chooseOne';
  return 'errors.validation';
}

/**
 * Refuses control characters anywhere in a request's strings (PostgreSQL rejects NUL outright;
 * the others have no place in what people type). Hand-written routes pass their path parameters.
 */
export function refuseControlCharacters(input: unknown): void {
  const fields = controlCharacterFields(input);
  if (Object.keys(fields).length) throw new ApiError('validation', {}, fields);
}

type Parser<T> = {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: readonly unknown[] } };
};

/** Parses a request with its contract schema, or throws the 400 `validation` refusal. */
export function parseRequest<T>(schema: Parser<T>, input: unknown): T {
  const control = controlCharacterFields(input);
  const parsed = schema.safeParse(input);
  if (parsed.success && !Object.keys(control).length) return parsed.data;
  const refusal: ValidationRefusal = parsed.success
    ? { fields: {}, fieldParams: {} }
    : refusalOf(parsed.error.issues as IssueLike[], validationKey);
  for (const field of Object.keys(control)) delete refusal.fieldParams[field];
  // The control characters come first: they are what the message names.
  throw new ApiError('validation', {}, { ...control, ...refusal.fields, ...control }, refusal.fieldParams);
}

async function readInput(c: Context<AppEnv>, endpoint: Endpoint): Promise<unknown> {
  if (endpoint.body === 'query') return c.req.query();
  if (endpoint.body === 'json') {
    const text = await c.req.text();
    if (!text.trim()) return {};
    try {
      return JSON.parse(text);
    } catch {
      throw new ApiError('badRequest');
    }
  }
  throw new Error(`route(): multipart endpoints (${endpoint.path}) read their form themselves`);
}

/**
 * Registers one contract endpoint: checks who may call it (by the contract's auth level), parses
 * the request with the contract's schema (a mismatch is a 400 with field keys, never a 500), runs
 * the handler and answers in the envelope. With `checkAnswers` on (development and tests) the
 * answer is parsed with the contract's response schema too, so the server cannot drift from it.
 */
export function route<E extends Endpoint>(
  app: Hono<AppEnv>,
  ctx: AppContext,
  endpoint: E,
  handler: Handler<E, E['auth'] extends 'public' | 'optional' ? Call : SignedInCall>,
): void {
  const method = endpoint.method === 'GET' ? 'get' : 'post';
  app[method](endpoint.path, async (c) => {
    let auth: AuthUser | null = endpoint.auth === 'public' ? null : c.get('auth');
    if (endpoint.auth === 'user') auth = requireUser(c);
    if (endpoint.auth === 'merchant') auth = requireRole(c, 'merchant');
    if (endpoint.auth === 'staff') auth = requireRole(c, 'staff');
    const input = parseRequest(endpoint.request, await readInput(c, endpoint));
    const call = { c, auth, lang: c.get('lang') } as SignedInCall;
    const data = await handler(input as ParsedRequestOf<E>, call);
    if (ctx.config.checkAnswers) {
      const checked = endpoint.response.safeParse(data);
      if (!checked.success) {
        ctx.log.error('answer does not match the contract', {
          path: endpoint.path,
          issues: checked.error.issues.slice(0, 5),
        });
        throw new ApiError('internal');
      }
    }
    return ok(c, data);
  });
}
