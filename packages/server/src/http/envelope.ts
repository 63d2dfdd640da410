import { errorMessageKey, ok as success, type Failure } from '@shop/api/contract';
import type { Context } from 'hono';
import type { ApiError } from './errors';
import { hasMessage, translate } from './i18n';

/** Success: HTTP 200 and the contract's envelope with `status` 1. */
export function ok<T>(c: Context, data: T) {
  return c.json(success(data), 200);
}

/**
 * A refusal in the contract's envelope: `status` 0, `code` = HTTP status, `data.reason`, and a
 * message in the request's language. For a refused field the field's own rule message is
 * clearer than the generic one ("Enter a valid email" rather than "Check the form"), so it is
 * used when the dictionaries know it.
 */
export function failure(c: Context, error: ApiError, lang: string) {
  const firstField = error.fields ? Object.values(error.fields)[0] : undefined;
  const key = firstField && hasMessage(firstField) ? firstField : errorMessageKey(error.reason);
  let msg = translate(lang, key, error.params);
  if (!msg || msg === key) msg = error.reason;
  const body: Failure = {
    status: 0,
    code: error.httpStatus,
    msg,
    data: {
      reason: error.reason,
      ...(Object.keys(error.params).length ? { params: error.params } : {}),
      ...(error.fields ? { fields: error.fields } : {}),
    },
  };
  return c.json(body, error.httpStatus);
}
