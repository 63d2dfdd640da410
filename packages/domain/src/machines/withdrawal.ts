import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Minor } from '../money';
import type { ReviewStatusName } from '../status';
import { payPassword } from '../validation/fields';
import { validateWithdrawal, type WithdrawalForm, type WithdrawalValue } from '../validation/walletForms';
import { issue, type FieldErrors, type Issue } from '../validation/keys';
import { asciiDigits } from '../validation/text';
import type { PinAnswer } from './pin';
import { editForm } from './formMachine';

/**
 * A withdrawal: amount and account, then the payment password, then review.
 *
 * | state              | means                                                                   |
 * |--------------------|-------------------------------------------------------------------------|
 * | `draft`            | amount (not above the available balance) and account; SUBMIT checks     |
 * | `needsPayPassword` | no payment password yet: "Please set the payment password"              |
 * | `enteringPin`      | the 6-digit payment password; a wrong one shows the attempts left       |
 * | `submitting`       | sent with the PIN                                                       |
 * | `locked`           | too many wrong PINs; BACK returns to the form                           |
 * | `underReview`      | the record exists, funds are held; APPROVED / FAILED on reload          |
 * | `approved`         | final                                                                   |
 * | `failed`           | the reviewer refused; funds released; RETRY opens the form again        |
 */
export interface WithdrawalInput {
  available: Minor;
  hasPayPassword: boolean;
  locale?: string;
  values?: Partial<WithdrawalForm>;
  status?: ReviewStatusName;
}

export interface WithdrawalContext {
  available: Minor;
  hasPayPassword: boolean;
  locale: string;
  values: WithdrawalForm;
  errors: FieldErrors<keyof WithdrawalForm>;
  pin: string;
  pinError: Issue | null;
  attemptsLeft: number | null;
  failure: string | null;
  recordId: string | number | null;
  reason: string | null;
  openedAt: ReviewStatusName | null;
}

export type WithdrawalEvent =
  | { type: 'EDIT'; values: Partial<WithdrawalForm> }
  | { type: 'SUBMIT' }
  | { type: 'PAY_PASSWORD_SET' }
  | { type: 'SUBMIT_PIN'; pin: string }
  | { type: 'BACK' }
  | { type: 'APPROVED' }
  | { type: 'FAILED'; reason?: string }
  | { type: 'RETRY' };

export interface WithdrawalServices {
  submit: (request: WithdrawalValue & { pin: string }) => Promise<PinAnswer<{ id: string | number }>>;
}

const failureText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createWithdrawalMachine(services: WithdrawalServices) {
  const check = (context: WithdrawalContext) => validateWithdrawal(context.values, context.available, context.locale);
  return setup({
    types: {
      context: {} as WithdrawalContext,
      events: {} as WithdrawalEvent,
      input: {} as WithdrawalInput,
    },
    actors: {
      submit: fromPromise<PinAnswer<{ id: string | number }>, WithdrawalValue & { pin: string }>(({ input }) =>
        services.submit(input),
      ),
    },
    guards: {
      valid: ({ context }) => check(context).ok,
      noPayPassword: ({ context }) => !context.hasPayPassword,
      pinWellFormed: ({ event }) => event.type === 'SUBMIT_PIN' && payPassword(event.pin) === null,
      openedAt: ({ context }, params: { status: ReviewStatusName }) => context.openedAt === params.status,
    },
  }).createMachine({
    id: 'withdrawal',
    context: ({ input }) => ({
      available: input.available,
      hasPayPassword: input.hasPayPassword,
      locale: input.locale ?? 'en',
      values: { amount: '', accountId: null, ...input.values },
      errors: {},
      pin: '',
      pinError: null,
      attemptsLeft: null,
      failure: null,
      recordId: null,
      reason: null,
      openedAt: input.status ?? null,
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
            { guard: 'valid', target: 'checkingPayPassword', actions: assign({ errors: {}, failure: null }) },
            {
              actions: assign({
                errors: ({ context }) => {
                  const result = check(context);
                  return result.ok ? {} : result.errors;
                },
              }),
            },
          ],
        },
      },
      checkingPayPassword: {
        always: [{ guard: 'noPayPassword', target: 'needsPayPassword' }, { target: 'enteringPin' }],
      },
      needsPayPassword: {
        on: {
          PAY_PASSWORD_SET: { target: 'enteringPin', actions: assign({ hasPayPassword: true }) },
          BACK: 'draft',
        },
      },
      enteringPin: {
        on: {
          SUBMIT_PIN: [
            {
              guard: 'pinWellFormed',
              target: 'submitting',
              actions: assign({ pin: ({ event }) => asciiDigits(event.pin), pinError: null, failure: null }),
            },
            { actions: assign({ pinError: ({ event }) => payPassword(event.pin) }) },
          ],
          BACK: { target: 'draft', actions: assign({ pinError: null }) },
        },
      },
      submitting: {
        invoke: {
          id: 'submit',
          src: 'submit',
          input: ({ context }) => {
            const result = check(context);
            if (!result.ok) throw new Error('submitting is entered with a valid form only');
            return { ...result.value, pin: context.pin };
          },
          onDone: [
            {
              guard: ({ event }) => event.output.result === 'done',
              target: 'underReview',
              actions: assign({
                pin: '',
                recordId: ({ event }) => (event.output.result === 'done' ? event.output.value.id : null),
              }),
            },
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
              target: 'draft',
              actions: assign({
                pin: '',
                available: ({ event, context }) =>
                  event.output.result === 'insufficientBalance' ? event.output.available : context.available,
                errors: { amount: issue('messages.availableNotEnough') },
              }),
            },
            { target: 'locked', actions: assign({ pin: '', attemptsLeft: 0 }) },
          ],
          onError: { target: 'draft', actions: assign({ pin: '', failure: ({ event }) => failureText(event.error) }) },
        },
      },
      locked: { on: { BACK: 'draft' } },
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

export type WithdrawalMachine = ReturnType<typeof createWithdrawalMachine>;
export type WithdrawalSnapshot = SnapshotFrom<WithdrawalMachine>;
