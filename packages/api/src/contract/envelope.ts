import { z } from 'zod';
import { ERROR_CODES, ERROR_REASONS, errorDataSchema, type ErrorData, type ErrorReason } from './errors';

/**
 * Every answer is `{ status, data, msg, code }`.
 *
 * Success: HTTP 200, `status: 1`, `code: 200`, `data` per endpoint, `msg` usually empty.
 * Refusal: HTTP 4xx/5xx, `status: 0`, `code` equal to the HTTP status, a translated `msg`, and
 * `data: { reason, params?, fields?, fieldParams? }` (see errors.ts). Because a refusal never
 * travels as HTTP 200, the spec's rule "data when status is 1 or HTTP 200" never mistakes an error
 * for data.
 */
export const SUCCESS_CODE = 200;

export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.strictObject({
    status: z.literal(1),
    code: z.literal(SUCCESS_CODE),
    msg: z.string(),
    data,
  });

export const failureEnvelope = z.strictObject({
  status: z.literal(0),
  code: z.literal(ERROR_CODES),
  msg: z.string().min(1),
  data: errorDataSchema,
});

export type Success<T> = { status: 1; code: typeof SUCCESS_CODE; msg: string; data: T };
export type Failure = z.infer<typeof failureEnvelope>;
export type Envelope<T> = Success<T> | Failure;

export const ok = <T>(data: T, msg = ''): Success<T> => ({ status: 1, code: SUCCESS_CODE, msg, data });

/** A refusal body; `msg` is already translated by the caller (the server picks it by `lang`). */
export const fail = (
  reason: ErrorReason,
  msg: string,
  extra: Omit<ErrorData, 'reason'> = {},
): Failure => ({ status: 0, code: ERROR_REASONS[reason], msg, data: { reason, ...extra } });
