import { errorMessageKey, ok as success, type Failure } from '@shop/api/contract';
import { localizeValues } from '@shop/domain';
import type { Context } from 'hono';
import type { ApiError } from './errors';
import { hasMessage, translate, type MessageVars } from './i18n';

/** Success: HTTP 200 and the contract's envelope with `status` 1. */
export function ok<T>(c: Context, data: T) {
  return c.json(success(data), 200);
}

/** A `{{name}}` left in a message: the value was not given, and a reader must never see it. */
const UNFILLED = /\{\{\s*\w+\s*\}\}/;

/**
 * A refusal in the contract's envelope: `status` 0, `code` = HTTP status, `data.reason`, and a
 * message in the request's language. For a refused field the field's own rule message is
 * clearer than the generic one ("Enter a valid email" rather than "Check the form"), so it is
 * used when the dictionaries know it, filled with that field's values. Amounts among the values
 * are written as money in the request's language here, for `msg` and `fieldParams` alike.
 */
export function failure(c: Context, error: ApiError, lang: string) {
  const fields = error.fields ? Object.entries(error.fields) : [];
  const fieldParams: Record<string, MessageVars> = {};
  for (const [field, key] of fields) {
    const values = error.fieldParams?.[field];
    if (values) fieldParams[field] = localizeValues(key, values, lang);
  }
  const [firstField, firstKey] = fields[0] ?? [];
  const fromField = firstField !== undefined && firstKey !== undefined && hasMessage(firstKey);
  const reasonKey = errorMessageKey(error.reason);
  let msg = fromField ? translate(lang, firstKey, { ...error.params, ...fieldParams[firstField] }) : '';
  if (!fromField || UNFILLED.test(msg)) msg = translate(lang, reasonKey, error.params);
  if (!msg || msg === reasonKey) msg = error.reason;
  const body: Failure = {
    status: 0,
    code: error.httpStatus,
    msg,
    data: {
      reason: error.reason,
      ...(Object.keys(error.params).length ? { params: error.params } : {}),
      ...(error.fields ? { fields: error.fields } : {}),
      ...(Object.keys(fieldParams).length ? { fieldParams } : {}),
    },
  };
  if (error.reason === 'tooManyRequests' && typeof error.params.seconds === 'number') {
    c.header('Retry-After', String(error.params.seconds));
  }
  return c.json(body, error.httpStatus);
}
