import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ReviewStatusName } from '../status';
import type { FieldErrors } from '../validation/keys';
import { validateDeposit, type DepositForm, type DepositValue } from '../validation/walletForms';
import { editForm } from './formMachine';

/**
 * A deposit (recharge): `draft` -> `submitting` -> `underReview` -> `approved` | `failed`.
 * SUBMIT without a payment proof stays in `draft` with `messages.uploadPaymentProof` on `proof`.
 * APPROVED / FAILED arrive when the app reloads the record; a failed deposit can be sent again
 * (RETRY keeps the values). The input's `status` opens an existing record.
 */
export interface DepositInput {
  locale?: string;
  values?: Partial<DepositForm>;
  status?: ReviewStatusName;
}

export interface DepositContext {
  locale: string;
  values: DepositForm;
  errors: FieldErrors<keyof DepositForm>;
  failure: string | null;
  recordId: string | number | null;
  reason: string | null;
  /** The stored status of the record this machine was opened on, if any. */
  openedAt: ReviewStatusName | null;
}

export type DepositEvent =
  | { type: 'EDIT'; values: Partial<DepositForm> }
  | { type: 'SUBMIT' }
  | { type: 'APPROVED' }
  | { type: 'FAILED'; reason?: string }
  | { type: 'RETRY' };

export interface DepositServices {
  /** Sends the checked deposit; resolves with the new record's id. */
  submit: (value: DepositValue) => Promise<{ id: string | number }>;
}

export const EMPTY_DEPOSIT: DepositForm = { currency: 'USDT', amount: '', type: '', network: '', txHash: '', proof: '' };

const failureText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createDepositMachine(services: DepositServices) {
  return setup({
    types: {
      context: {} as DepositContext,
      events: {} as DepositEvent,
      input: {} as DepositInput | undefined,
    },
    actors: {
      submit: fromPromise<{ id: string | number }, DepositValue>(({ input }) => services.submit(input)),
    },
    guards: {
      valid: ({ context }) => validateDeposit(context.values, context.locale).ok,
      openedAt: ({ context }, params: { status: ReviewStatusName }) => context.openedAt === params.status,
    },
  }).createMachine({
    id: 'deposit',
    context: ({ input }) => ({
      locale: input?.locale ?? 'en',
      values: { ...EMPTY_DEPOSIT, ...input?.values },
      errors: {},
      failure: null,
      recordId: null,
      reason: null,
      openedAt: input?.status ?? null,
    }),
    initial: 'opening',
    states: {
      opening: {
        always: [
          { guard: { type: 'openedAt', params: { status: 'underReview' } }, target: 'underReview' },
          { guard: { type: 'openedAt', params: { status: 'approved' } }, target: 'approved' },
          { guard: { type: 'openedAt', params: { status: 'failed' } }, target: 'failed' },
          { target: 'draft' },
        ],
      },
      draft: {
        on: {
          EDIT: { actions: assign(({ context, event }) => editForm(context, event.values)) },
          SUBMIT: [
            { guard: 'valid', target: 'submitting', actions: assign({ errors: {}, failure: null }) },
            {
              actions: assign({
                errors: ({ context }) => {
                  const result = validateDeposit(context.values, context.locale);
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
            const result = validateDeposit(context.values, context.locale);
            if (!result.ok) throw new Error('submitting is entered with a valid form only');
            return result.value;
          },
          onDone: { target: 'underReview', actions: assign({ recordId: ({ event }) => event.output.id }) },
          onError: { target: 'draft', actions: assign({ failure: ({ event }) => failureText(event.error) }) },
        },
      },
      underReview: {
        on: {
          APPROVED: 'approved',
          FAILED: { target: 'failed', actions: assign({ reason: ({ event }) => event.reason ?? null }) },
        },
      },
      approved: { type: 'final' },
      failed: { on: { RETRY: { target: 'draft', actions: assign({ recordId: null, reason: null }) } } },
    },
  });
}

export type DepositMachine = ReturnType<typeof createDepositMachine>;
export type DepositSnapshot = SnapshotFrom<DepositMachine>;
