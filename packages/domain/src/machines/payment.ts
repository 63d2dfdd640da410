import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { LIMITS } from '../limits';
import type { Minor } from '../money';
import { payPassword } from '../validation/fields';
import type { Issue } from '../validation/keys';
import { asciiDigits } from '../validation/text';
import type { PinAnswer } from './pin';

/**
 * Paying an order.
 *
 * | state                 | means                                                               |
 * |-----------------------|---------------------------------------------------------------------|
 * | `choosing`            | balance or online                                                   |
 * | `needsPayPassword`    | balance chosen but no payment password yet: "Please set the payment password" |
 * | `insufficientBalance` | balance below the amount: pay online instead, or go back            |
 * | `enteringPin`         | 6-digit payment password; a wrong one shows the attempts left       |
 * | `payingByBalance`     | PIN sent                                                            |
 * | `locked`              | too many wrong PINs: balance payment is closed, online still open   |
 * | `startingOnline`      | asking the server for the provider's page                           |
 * | `awaitingProvider`    | at the provider; PROVIDER_RETURNED says paid, failed or cancelled   |
 * | `failed`              | the provider failed; RETRY goes back to choosing                    |
 * | `paid`                | final                                                               |
 *
 * Leaving for the provider reloads the page, so the app recreates the machine with
 * `resumeOnline: true` when it comes back, and sends PROVIDER_RETURNED.
 */
/** The spec's message each state shows (dictionary keys). */
export const PAYMENT_STATE_MESSAGES = {
  needsPayPassword: 'messages.setPayPassword',
  insufficientBalance: 'messages.availableNotEnough',
  paid: 'messages.paymentSuccess',
} as const;

export interface PaymentInput {
  amount: Minor;
  balance: Minor;
  hasPayPassword: boolean;
  /** Set when the wallet is already locked for balance payments. */
  locked?: boolean;
  resumeOnline?: boolean;
}

export interface PaymentContext {
  amount: Minor;
  balance: Minor;
  hasPayPassword: boolean;
  locked: boolean;
  attemptsLeft: number;
  pin: string;
  pinError: Issue | null;
  /** Message of a failed request (the server's translated `msg`, or the client's network text). */
  failure: string | null;
  method: 'balance' | 'online' | null;
  redirectUrl: string | null;
}

export type PaymentEvent =
  | { type: 'CHOOSE_BALANCE' }
  | { type: 'CHOOSE_ONLINE' }
  | { type: 'PAY_PASSWORD_SET' }
  | { type: 'SUBMIT_PIN'; pin: string }
  | { type: 'PROVIDER_RETURNED'; result: 'paid' | 'failed' | 'cancelled' }
  | { type: 'RETRY' }
  | { type: 'BACK' };

export interface PaymentServices {
  payByBalance: (pin: string) => Promise<PinAnswer>;
  /** Creates the provider session; resolves with the page to send the buyer to. */
  startOnline: () => Promise<{ redirectUrl: string }>;
}

const failureText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createPaymentMachine(services: PaymentServices) {
  return setup({
    types: {
      context: {} as PaymentContext,
      events: {} as PaymentEvent,
      input: {} as PaymentInput,
    },
    actors: {
      payByBalance: fromPromise<PinAnswer, string>(({ input }) => services.payByBalance(input)),
      startOnline: fromPromise<{ redirectUrl: string }, void>(() => services.startOnline()),
    },
    guards: {
      locked: ({ context }) => context.locked,
      noPayPassword: ({ context }) => !context.hasPayPassword,
      balanceShort: ({ context }) => context.balance < context.amount,
      resumeOnline: ({ context }) => context.method === 'online',
      pinWellFormed: ({ event }) => event.type === 'SUBMIT_PIN' && payPassword(event.pin) === null,
    },
  }).createMachine({
    id: 'payment',
    context: ({ input }) => ({
      amount: input.amount,
      balance: input.balance,
      hasPayPassword: input.hasPayPassword,
      locked: input.locked === true,
      attemptsLeft: LIMITS.payPasswordAttempts,
      pin: '',
      pinError: null,
      failure: null,
      method: input.resumeOnline ? 'online' : null,
      redirectUrl: null,
    }),
    initial: 'start',
    states: {
      start: { always: [{ guard: 'resumeOnline', target: 'awaitingProvider' }, { target: 'choosing' }] },
      choosing: {
        on: {
          CHOOSE_BALANCE: [
            { guard: 'locked', target: 'locked', actions: assign({ method: 'balance' }) },
            { guard: 'noPayPassword', target: 'needsPayPassword', actions: assign({ method: 'balance' }) },
            { guard: 'balanceShort', target: 'insufficientBalance', actions: assign({ method: 'balance' }) },
            { target: 'enteringPin', actions: assign({ method: 'balance', failure: null }) },
          ],
          CHOOSE_ONLINE: { target: 'startingOnline', actions: assign({ method: 'online', failure: null }) },
        },
      },
      needsPayPassword: {
        on: {
          PAY_PASSWORD_SET: [
            { guard: 'balanceShort', target: 'insufficientBalance', actions: assign({ hasPayPassword: true, failure: null }) },
            { target: 'enteringPin', actions: assign({ hasPayPassword: true, failure: null }) },
          ],
          BACK: { target: 'choosing', actions: assign({ failure: null, method: null }) },
        },
      },
      insufficientBalance: {
        on: {
          CHOOSE_ONLINE: { target: 'startingOnline', actions: assign({ method: 'online', failure: null }) },
          BACK: { target: 'choosing', actions: assign({ failure: null, method: null }) },
        },
      },
      enteringPin: {
        on: {
          SUBMIT_PIN: [
            {
              guard: 'pinWellFormed',
              target: 'payingByBalance',
              actions: assign({ pin: ({ event }) => asciiDigits(event.pin), pinError: null, failure: null }),
            },
            { actions: assign({ pinError: ({ event }) => payPassword(event.pin) }) },
          ],
          BACK: { target: 'choosing', actions: assign({ pinError: null, method: null }) },
        },
      },
      payingByBalance: {
        invoke: {
          id: 'payByBalance',
          src: 'payByBalance',
          input: ({ context }) => context.pin,
          onDone: [
            { guard: ({ event }) => event.output.result === 'done', target: 'paid', actions: assign({ pin: '' }) },
            {
              guard: ({ event }) => event.output.result === 'wrongPin' && event.output.attemptsLeft > 0,
              target: 'enteringPin',
              actions: assign({
                pin: '',
                attemptsLeft: ({ event }) => (event.output.result === 'wrongPin' ? event.output.attemptsLeft : 0),
              }),
            },
            {
              guard: ({ event }) => event.output.result === 'insufficientBalance',
              target: 'insufficientBalance',
              actions: assign({
                pin: '',
                balance: ({ event, context }) =>
                  event.output.result === 'insufficientBalance' ? event.output.available : context.balance,
              }),
            },
            // A lock, or a wrong PIN with no attempts left.
            { target: 'locked', actions: assign({ pin: '', attemptsLeft: 0, locked: true }) },
          ],
          onError: { target: 'enteringPin', actions: assign({ pin: '', failure: ({ event }) => failureText(event.error) }) },
        },
      },
      locked: {
        on: { CHOOSE_ONLINE: { target: 'startingOnline', actions: assign({ method: 'online', failure: null }) } },
      },
      startingOnline: {
        invoke: {
          id: 'startOnline',
          src: 'startOnline',
          onDone: { target: 'awaitingProvider', actions: assign({ redirectUrl: ({ event }) => event.output.redirectUrl }) },
          onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureText(event.error) }) },
        },
      },
      awaitingProvider: {
        on: {
          PROVIDER_RETURNED: [
            { guard: ({ event }) => event.result === 'paid', target: 'paid' },
            { guard: ({ event }) => event.result === 'failed', target: 'failed' },
            { target: 'choosing', actions: assign({ method: null, redirectUrl: null }) },
          ],
        },
      },
      failed: { on: { RETRY: { target: 'choosing', actions: assign({ failure: null, method: null }) } } },
      paid: { type: 'final' },
    },
  });
}

export type PaymentMachine = ReturnType<typeof createPaymentMachine>;
export type PaymentSnapshot = SnapshotFrom<PaymentMachine>;
