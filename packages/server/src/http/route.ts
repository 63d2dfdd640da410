import type { DataOf, Endpoint, ParsedRequestOf } from '@shop/api/contract';
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

interface ZodIssueLike {
  code: string;
  path: PropertyKey[];
  format?: string;
  minimum?: number | bigint;
  origin?: string;
  input?: unknown;
}

/**
 * Turns a contract parse failure into the `validation` refusal with one `validation.*` key per
 * field, the same keys the domain's form rules use, so the app can show the message by the field.
 */
export function validationError(issues: readonly ZodIssueLike[]): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (fields[field]) continue;
    fields[field] = validationKey(issue, String(issue.path.at(-1) ?? ''));
  }
  return new ApiError('validation', {}, fields);
}

function validationKey(issue: ZodIssueLike, name: string): string {
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
  if (issue.code === 'invalid_value' || issue.code === 'invalid_union') return 'validation.chooseOne';
  return 'errors.validation';
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
    const parsed = endpoint.request.safeParse(await readInput(c, endpoint));
    if (!parsed.success) throw validationError(parsed.error.issues as ZodIssueLike[]);
    const call = { c, auth, lang: c.get('lang') } as SignedInCall;
    const data = await handler(parsed.data as ParsedRequestOf<E>, call);
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
