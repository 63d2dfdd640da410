import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { payPassword } from '../validation/fields';
import { issue, type Issue } from '../validation/keys';
import { asciiDigits } from '../validation/text';

/**
 * Setting or changing the 6-digit payment password, one PIN pad screen per step:
 * `enteringOld` (only when changing) -> `enteringNew` -> `confirming` -> `saving` -> `saved`.
 * A confirmation that differs goes back to `enteringNew` with "the two passwords do not match"; a
 * refused save (wrong old password, network) goes back to the first step with the server's message.
 */
export interface PayPasswordInput {
  hasPayPassword: boolean;
}

export interface PayPasswordContext {
  changing: boolean;
  oldPassword: string;
  password: string;
  error: Issue | null;
  failure: string | null;
}

export type PayPasswordEvent = { type: 'SUBMIT_PIN'; pin: string } | { type: 'BACK' };

export interface PayPasswordServices {
  save: (request: { oldPassword: string | null; password: string }) => Promise<unknown>;
}

const failureText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createPayPasswordMachine(services: PayPasswordServices) {
  return setup({
    types: { context: {} as PayPasswordContext, events: {} as PayPasswordEvent, input: {} as PayPasswordInput },
    actors: {
      save: fromPromise<unknown, { oldPassword: string | null; password: string }>(({ input }) => services.save(input)),
    },
    guards: {
      changing: ({ context }) => context.changing,
      wellFormed: ({ event }) => event.type === 'SUBMIT_PIN' && payPassword(event.pin) === null,
      matches: ({ context, event }) => event.type === 'SUBMIT_PIN' && asciiDigits(event.pin) === context.password,
    },
  }).createMachine({
    id: 'payPassword',
    context: ({ input }) => ({ changing: input.hasPayPassword, oldPassword: '', password: '', error: null, failure: null }),
    initial: 'start',
    states: {
      start: { always: [{ guard: 'changing', target: 'enteringOld' }, { target: 'enteringNew' }] },
      enteringOld: {
        on: {
          SUBMIT_PIN: [
            { guard: 'wellFormed', target: 'enteringNew', actions: assign({ oldPassword: ({ event }) => asciiDigits(event.pin), error: null }) },
            { actions: assign({ error: ({ event }) => payPassword(event.pin) }) },
          ],
        },
      },
      enteringNew: {
        on: {
          SUBMIT_PIN: [
            { guard: 'wellFormed', target: 'confirming', actions: assign({ password: ({ event }) => asciiDigits(event.pin), error: null }) },
            { actions: assign({ error: ({ event }) => payPassword(event.pin) }) },
          ],
          BACK: { guard: 'changing', target: 'enteringOld', actions: assign({ oldPassword: '', error: null }) },
        },
      },
      confirming: {
        on: {
          SUBMIT_PIN: [
            { guard: 'matches', target: 'saving', actions: assign({ error: null }) },
            { target: 'enteringNew', actions: assign({ password: '', error: issue('messages.passwordMismatch') }) },
          ],
          BACK: { target: 'enteringNew', actions: assign({ password: '', error: null }) },
        },
      },
      saving: {
        invoke: {
          id: 'save',
          src: 'save',
          input: ({ context }) => ({ oldPassword: context.changing ? context.oldPassword : null, password: context.password }),
          onDone: { target: 'saved', actions: assign({ oldPassword: '', password: '' }) },
          onError: [
            {
              guard: 'changing',
              target: 'enteringOld',
              actions: assign({ oldPassword: '', password: '', failure: ({ event }) => failureText(event.error) }),
            },
            { target: 'enteringNew', actions: assign({ password: '', failure: ({ event }) => failureText(event.error) }) },
          ],
        },
      },
      saved: { type: 'final' },
    },
  });
}

export type PayPasswordMachine = ReturnType<typeof createPayPasswordMachine>;
export type PayPasswordSnapshot = SnapshotFrom<PayPasswordMachine>;
