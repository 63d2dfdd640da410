import type { Minor } from '../money';

/**
 * What the server answers to a payment-password protected request (paying by balance, withdrawing).
 * The API client maps the envelope to one of these; the machines decide what the screen does next.
 */
export type PinAnswer<TDone = unknown> =
  | { result: 'done'; value: TDone }
  | { result: 'wrongPin'; attemptsLeft: number }
  | { result: 'locked' }
  | { result: 'insufficientBalance'; available: Minor };
