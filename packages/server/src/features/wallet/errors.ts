import type { ErrorReason } from '@shop/api/contract';
import { ApiError } from '../../http/errors';

/** Whether `error` is a refusal (optionally: for this contract reason). */
export function isApiError(error: unknown, reason?: ErrorReason): error is ApiError {
  return error instanceof ApiError && (reason === undefined || error.reason === reason);
}
