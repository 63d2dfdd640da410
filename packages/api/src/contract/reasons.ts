// Plain data (no schema library): the client reads these on every page, so they stay light.
/**
 * Every refusal the server can give, with the HTTP status it travels with (also the body `code`).
 *
 * | HTTP / code | meaning                                                                   |
 * |-------------|---------------------------------------------------------------------------|
 * | 400         | the request does not match the contract or a validation rule              |
 * | 401         | the `sign` or `timestamp` header is wrong (an integrity check, not login) |
 * | 403         | the session is gone: no token, unknown, expired or revoked. The client     |
 * |             | shows the message, then clears the session and opens login. Reserved for  |
 * |             | that alone, so a role problem never logs anyone out                       |
 * | 404         | the thing does not exist, or is not yours (never tell the two apart)      |
 * | 409         | the thing is not in a state that allows this (order machine refused, ...) |
 * | 413 / 415   | request body or upload too large / not a JPEG, PNG or WebP                |
 * | 422         | a business rule refused it (balance, payment password, role, stock, ...)  |
 * | 429         | too many attempts; wait                                                   |
 * | 500         | our fault; the message never carries a stack trace                        |
 *
 * The body's `data` on a refusal is `{ reason, params?, fields?, fieldParams? }`: `reason` is a key
 * of `ERROR_REASONS` (its translation is `errors.<reason>` in every dictionary and is what `msg`
 * holds, in the request's `lang`), `params` fill the message's placeholders, `fields` maps a
 * request field to a dictionary key (`validation.*`, `errors.*`, `messages.*`) for forms, and
 * `fieldParams` holds each field's values for its message. When `fields` is present, `msg` is the
 * first field's message, filled with its values.
 */
export const ERROR_REASONS = {
  badRequest: 400,
  validation: 400,
  badSign: 401,
  clockSkew: 401,
  sessionExpired: 403,
  notFound: 404,
  transitionRefused: 409,
  alreadyExists: 409,
  usernameTaken: 409,
  alreadyApplied: 409,
  /**
   * A deposit's transaction hash that another claim (under review or approved) already holds on
   * the same network; sent as a field error on `txHash`. A transfer is credited once.
   */
  txHashUsed: 409,
  /**
   * Another staff decision on the same item came first (or this one is a retry of it). `params`
   * say whose: `decidedBy` (their display name, in the message), `decidedById`, `decision`
   * (`approved`, `rejected` or `refunded`) and `decidedAt` (ISO instant, for the screen to format).
   */
  alreadyDecided: 409,
  fileTooLarge: 413,
  requestTooLarge: 413,
  unsupportedFile: 415,
  loginFailed: 422,
  captchaWrong: 422,
  codeWrong: 422,
  codeExpired: 422,
  forbidden: 422,
  notMerchant: 422,
  insufficientBalance: 422,
  availableNotEnough: 422,
  payPasswordNotSet: 422,
  payPasswordWrong: 422,
  payPasswordLocked: 422,
  outOfStock: 422,
  productUnavailable: 422,
  couponUnusable: 422,
  addressRequired: 422,
  paymentUnavailable: 422,
  /** An idempotency key sent again with a different request than the one it first answered. */
  idempotencyKeyReused: 422,
  /** A staff decision on the decider's own item (their money, their application, their store's order). */
  ownItem: 422,
  /** The second of two approvals (four eyes) asked of the staff member who gave the first. */
  secondApprovalNeeded: 422,
  tooManyRequests: 429,
  internal: 500,
} as const satisfies Record<string, ErrorCode>;

export type ErrorReason = keyof typeof ERROR_REASONS;
export const ERROR_REASON_NAMES = Object.keys(ERROR_REASONS) as ErrorReason[];

export const ERROR_CODES = [400, 401, 403, 404, 409, 413, 415, 422, 429, 500] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The body `code` that means "session gone: clear it and log in again" (spec section 8). */
export const SESSION_EXPIRED_CODE = 403;

/**
 * Placeholders each reason's message uses (`{{attemptsLeft}}` ...). The dictionary test checks
 * that every locale's `errors.<reason>` uses exactly these.
 */
export const ERROR_PARAMS: Partial<Record<ErrorReason, readonly string[]>> = {
  payPasswordWrong: ['attemptsLeft'],
  payPasswordLocked: ['minutes'],
  tooManyRequests: ['seconds'],
  fileTooLarge: ['maxMegabytes'],
  alreadyDecided: ['decidedBy'],
};

/** The dictionary key of a reason's message. */
export const errorMessageKey = (reason: ErrorReason) => `errors.${reason}` as const;
