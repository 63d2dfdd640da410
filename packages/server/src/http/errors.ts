import { ERROR_REASONS, type ErrorReason } from '@shop/api/contract';
import type { MessageVars } from './i18n';

/**
 * A refused request, named by one of the contract's reasons. The HTTP status and the envelope
 * `code` come from the contract's table; the message is `errors.<reason>` translated into the
 * request's `lang` when the answer is written. Services throw it; nothing else reaches a user.
 * (server-money: the constructor now takes a contract reason, e.g. `new ApiError('availableNotEnough')`,
 * instead of an HTTP status and key; the status comes from the contract's ERROR_REASONS.)
 */
export class ApiError extends Error {
  readonly httpStatus: (typeof ERROR_REASONS)[ErrorReason];
  constructor(
    readonly reason: ErrorReason,
    readonly params: MessageVars = {},
    /** Request field -> `validation.*` (or `messages.*`) key, for forms. */
    readonly fields: Record<string, string> | undefined = undefined,
    /** Request field -> the values its message interpolates; amounts in cents (see `failure`). */
    readonly fieldParams: Record<string, MessageVars> | undefined = undefined,
  ) {
    super(reason);
    this.name = 'ApiError';
    this.httpStatus = ERROR_REASONS[reason];
  }
}

export const notFound = () => new ApiError('notFound');
/** The order machine (or another state rule) refused what was asked. */
export const transitionRefused = () => new ApiError('transitionRefused');
export const sessionGone = () => new ApiError('sessionExpired');
export const fieldError = (field: string, key: string, values?: MessageVars) =>
  new ApiError('validation', {}, { [field]: key }, values ? { [field]: values } : undefined);
