/** Business constants from spec sections 5 and 9, in one place for forms, machines and server. */
export const LIMITS = {
  loginPasswordMin: 6,
  payPasswordLength: 6,
  verificationCodeLength: 6,
  verificationResendSeconds: 60,
  textareaMax: 140,
  /** Comments and chat messages use the textarea's 140 characters (the spec's only text bound). */
  commentMax: 140,
  /** Chat has no bound in the spec; 1000 graphemes keeps one message on a phone screen or two. */
  chatMessageMax: 1000,
  numberBoxMin: 1,
  uploadMaxCount: 52,
  albumMax: 9,
  addressShortenAfter: 15,
  /** Wrong payment-password entries before the wallet locks (the spec is silent; 5 is common). */
  payPasswordAttempts: 5,
  /**
   * Largest deposit one request may declare and largest withdrawal one request may ask for, in
   * cents ($1,000,000.00). Defaults: the server reads DEPOSIT_MAX_CENTS / WITHDRAWAL_MAX_CENTS.
   */
  depositMax: 1_000_000_00,
  withdrawalMax: 1_000_000_00,
} as const;
