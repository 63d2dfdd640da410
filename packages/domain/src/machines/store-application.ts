import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Role } from '../roles';
import type { StoreApplicationStatusName } from '../status';
import type { FieldErrors } from '../validation/keys';
import { validateStoreApplication, type StoreApplicationField, type StoreApplicationForm } from '../validation/forms';
import { editForm } from './formMachine';

/**
 * Applying for a store, on the applicant's screen:
 *
 * | state           | stored status   | what happens                                                |
 * |-----------------|-----------------|-------------------------------------------------------------|
 * | `none`          | none (0)        | never applied: an invitation to apply                       |
 * | `draft`         | none / rejected | filling the form; SUBMIT checks it, errors stay beside fields |
 * | `submitting`    | none / rejected | the form is on its way                                      |
 * | `applied`       | pendingReview   | the spec's "applied": the confirmation right after sending  |
 * | `pendingReview` | pendingReview   | waiting for a platform reviewer                             |
 * | `approved`      | approved (20)   | the store is open (final)                                   |
 * | `rejected`      | rejected (30)   | shows the reason; APPLY_AGAIN reopens the form, values kept |
 *
 * `APPROVED` and `REJECTED` arrive when the app reloads the application's status. On the server the
 * same decisions are `STORE_APPLICATION_TRANSITIONS`, which a test checks against this machine.
 */
export type StoreApplicationValues = StoreApplicationForm;

export const EMPTY_STORE_APPLICATION: StoreApplicationValues = {
  name: '',
  category: '',
  storeType: '',
  country: '',
  city: '',
  logo: '',
  banner: '',
  description: '',
  contactPerson: '',
  contactPhone: '',
  phoneCountry: '',
  certificateType: 'identityCard',
  certificateNumber: '',
  frontPhoto: '',
  backPhoto: '',
  handPhoto: '',
};

export interface StoreApplicationInput {
  status: StoreApplicationStatusName;
  /** The last values sent, when there was an application (kept for applying again). */
  values?: Partial<StoreApplicationValues>;
  /** The reviewer's reason, when rejected. */
  reason?: string;
}

export interface StoreApplicationContext {
  status: StoreApplicationStatusName;
  values: StoreApplicationValues;
  errors: FieldErrors<StoreApplicationField>;
  reason: string | null;
  /** Message from a failed submission (network, or the server's translated `msg`). */
  failure: string | null;
}

export type StoreApplicationEvent =
  | { type: 'START' }
  | { type: 'EDIT'; values: Partial<StoreApplicationValues> }
  | { type: 'SUBMIT' }
  | { type: 'CONTINUE' }
  | { type: 'APPROVED' }
  | { type: 'REJECTED'; reason: string }
  | { type: 'APPLY_AGAIN' };

export interface StoreApplicationServices {
  /** Sends the cleaned form; resolves once the server accepted it. */
  submit: (values: StoreApplicationValues) => Promise<unknown>;
}

const failureText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createStoreApplicationMachine(services: StoreApplicationServices) {
  const machineSetup = setup({
    types: {
      context: {} as StoreApplicationContext,
      events: {} as StoreApplicationEvent,
      input: {} as StoreApplicationInput,
    },
    actors: {
      submit: fromPromise<unknown, StoreApplicationValues>(({ input }) => services.submit(input)),
    },
    guards: {
      statusIs: ({ context }, params: { status: StoreApplicationStatusName }) => context.status === params.status,
      formValid: ({ context }) => validateStoreApplication(context.values).ok,
    },
  });
  // A reviewer's decision, whether the applicant is still on the confirmation or already waiting.
  const reviewed = {
    approved: { target: 'approved', actions: machineSetup.assign({ status: 'approved' as const }) },
    rejected: {
      target: 'rejected',
      actions: machineSetup.assign({
        status: 'rejected' as const,
        reason: ({ event }) => (event.type === 'REJECTED' ? event.reason : null),
      }),
    },
  } as const;
  return machineSetup.createMachine({
    id: 'storeApplication',
    context: ({ input }) => ({
      status: input.status,
      values: { ...EMPTY_STORE_APPLICATION, ...input.values },
      errors: {},
      reason: input.reason ?? null,
      failure: null,
    }),
    initial: 'routing',
    states: {
      routing: {
        always: [
          { guard: { type: 'statusIs', params: { status: 'pendingReview' } }, target: 'pendingReview' },
          { guard: { type: 'statusIs', params: { status: 'approved' } }, target: 'approved' },
          { guard: { type: 'statusIs', params: { status: 'rejected' } }, target: 'rejected' },
          { target: 'none' },
        ],
      },
      none: { on: { START: 'draft' } },
      draft: {
        on: {
          EDIT: { actions: assign(({ context, event }) => editForm(context, event.values)) },
          SUBMIT: [
            { guard: 'formValid', target: 'submitting', actions: assign({ errors: {}, failure: null }) },
            {
              actions: assign({
                errors: ({ context }) => {
                  const result = validateStoreApplication(context.values);
                  return result.ok ? {} : result.errors;
                },
              }),
            },
          ],
        },
      },
      submitting: {
        invoke: {
          id: 'submit',
          src: 'submit',
          input: ({ context }) => {
            const result = validateStoreApplication(context.values);
            return result.ok ? result.value : context.values;
          },
          onDone: { target: 'applied', actions: assign({ status: 'pendingReview', reason: null }) },
          onError: { target: 'draft', actions: assign({ failure: ({ event }) => failureText(event.error) }) },
        },
      },
      applied: { on: { CONTINUE: 'pendingReview', APPROVED: reviewed.approved, REJECTED: reviewed.rejected } },
      pendingReview: { on: { APPROVED: reviewed.approved, REJECTED: reviewed.rejected } },
      approved: { type: 'final' },
      rejected: { on: { APPLY_AGAIN: { target: 'draft', actions: assign({ errors: {}, failure: null }) } } },
    },
  });
}

export type StoreApplicationMachine = ReturnType<typeof createStoreApplicationMachine>;
export type StoreApplicationSnapshot = SnapshotFrom<StoreApplicationMachine>;

/**
 * The stored status's changes, for the server: the applicant submits from none or rejected, a
 * reviewer decides a pending application. Same decisions as the machine above (tested).
 *
 * | event     | from             | to            | role  |
 * |-----------|------------------|---------------|-------|
 * | `SUBMIT`  | none, rejected   | pendingReview | buyer |
 * | `APPROVE` | pendingReview    | approved      | staff |
 * | `REJECT`  | pendingReview    | rejected      | staff |
 */
export const STORE_APPLICATION_TRANSITIONS = {
  SUBMIT: { from: ['none', 'rejected'], to: 'pendingReview', roles: ['buyer'] },
  APPROVE: { from: ['pendingReview'], to: 'approved', roles: ['staff'] },
  REJECT: { from: ['pendingReview'], to: 'rejected', roles: ['staff'] },
} as const satisfies Record<
  string,
  { from: readonly StoreApplicationStatusName[]; to: StoreApplicationStatusName; roles: readonly Role[] }
>;

export type StoreApplicationAction = keyof typeof STORE_APPLICATION_TRANSITIONS;

export function nextStoreApplicationStatus(
  status: StoreApplicationStatusName,
  action: StoreApplicationAction,
  role: Role,
): StoreApplicationStatusName | null {
  const t = STORE_APPLICATION_TRANSITIONS[action];
  if (!t) return null;
  return (t.from as readonly string[]).includes(status) && (t.roles as readonly string[]).includes(role) ? t.to : null;
}
