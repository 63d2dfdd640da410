import type { ErrorReason } from '../contract/errors';

/**
 * Why a call failed:
 * - `refused`: the server answered and said no (4xx/5xx envelope, or a 2xx that is not data).
 * - `sessionExpired`: body code 403; the relogin flow has been started.
 * - `network`: no answer at all (offline, DNS, connection refused).
 * - `timeout`: no answer within the timeout.
 * - `aborted`: the caller cancelled.
 * - `invalidAnswer`: the answer is not what the contract says (only with answer checking on).
 * - `cloud`: a cloud function answered with a non-zero code or no result.
 */
export type ApiErrorKind = 'refused' | 'sessionExpired' | 'network' | 'timeout' | 'aborted' | 'invalidAnswer' | 'cloud';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  /** The body's `code` when there was a body, else the HTTP status, else null. */
  code?: number | null;
  httpStatus?: number | null;
  reason?: ErrorReason | null;
  params?: Record<string, string | number>;
  /** Request field -> validation.* message key, for forms. */
  fields?: Record<string, string>;
  /** Request field -> the values its message interpolates (`t(fields[f], fieldParams[f])`). */
  fieldParams?: Record<string, Record<string, string | number>>;
  /** The raw answer body, for whoever needs more than the above. */
  body?: unknown;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly code: number | null;
  readonly httpStatus: number | null;
  readonly reason: ErrorReason | null;
  readonly params: Record<string, string | number>;
  readonly fields: Record<string, string>;
  readonly fieldParams: Record<string, Record<string, string | number>>;
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.code = init.code ?? null;
    this.httpStatus = init.httpStatus ?? null;
    this.reason = init.reason ?? null;
    this.params = init.params ?? {};
    this.fields = init.fields ?? {};
    this.fieldParams = init.fieldParams ?? {};
    this.body = init.body;
  }
}

export const isApiError = (error: unknown, kind?: ApiErrorKind): error is ApiError =>
  error instanceof ApiError && (kind === undefined || error.kind === kind);
