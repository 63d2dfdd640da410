import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { LIMITS } from '../limits';

/**
 * The "get code" button: `idle` -> SEND -> `sending` -> `counting` (60 s, one tick a second, the
 * button disabled) -> `ready` ("retry", SEND again). A failed send returns to where it came from
 * with the failure, so the user can try at once.
 */
export interface VerificationCodeContext {
  remaining: number;
  failure: string | null;
  /** Whether a code was sent before: the button says "retry" rather than "get code". */
  sentBefore: boolean;
}

export type VerificationCodeEvent = { type: 'SEND' };

export interface VerificationCodeServices {
  send: () => Promise<unknown>;
}

const failureText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const VERIFICATION_TICK_MS = 1000;

export function createVerificationCodeMachine(services: VerificationCodeServices, seconds: number = LIMITS.verificationResendSeconds) {
  return setup({
    types: { context: {} as VerificationCodeContext, events: {} as VerificationCodeEvent },
    actors: { send: fromPromise<unknown, void>(() => services.send()) },
    delays: { tick: VERIFICATION_TICK_MS },
    guards: {
      sentBefore: ({ context }) => context.sentBefore,
      moreThanOneSecondLeft: ({ context }) => context.remaining > 1,
    },
  }).createMachine({
    id: 'verificationCode',
    context: { remaining: 0, failure: null, sentBefore: false },
    initial: 'idle',
    states: {
      idle: { on: { SEND: { target: 'sending', actions: assign({ failure: null }) } } },
      sending: {
        invoke: {
          id: 'send',
          src: 'send',
          onDone: { target: 'counting', actions: assign({ remaining: seconds, sentBefore: true }) },
          onError: [
            { guard: 'sentBefore', target: 'ready', actions: assign({ failure: ({ event }) => failureText(event.error) }) },
            { target: 'idle', actions: assign({ failure: ({ event }) => failureText(event.error) }) },
          ],
        },
      },
      counting: {
        after: {
          tick: [
            { guard: 'moreThanOneSecondLeft', target: 'counting', reenter: true, actions: assign({ remaining: ({ context }) => context.remaining - 1 }) },
            { target: 'ready', actions: assign({ remaining: 0 }) },
          ],
        },
      },
      ready: { on: { SEND: { target: 'sending', actions: assign({ failure: null }) } } },
    },
  });
}

export type VerificationCodeMachine = ReturnType<typeof createVerificationCodeMachine>;
export type VerificationCodeSnapshot = SnapshotFrom<VerificationCodeMachine>;
