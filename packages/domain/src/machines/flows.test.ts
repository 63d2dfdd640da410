import { describe, expect, it } from 'vitest';
import { declaredStates, done, explore, expectedTable, failed } from '../test-support/explore';
import { validApplication } from '../test-support/fixtures';
import type { RegisterForm } from '../validation/forms';
import { createAuthMachine, type AuthEvent } from './auth';
import { createDepositMachine, type DepositEvent } from './deposit';
import { createPaymentMachine, type PaymentEvent } from './payment';
import { createStoreApplicationMachine, type StoreApplicationEvent } from './store-application';
import { createVerificationCodeMachine } from './verification-code';
import { createWithdrawalMachine, type WithdrawalEvent } from './withdrawal';

/**
 * Each flow machine walked from every kind of start, every event (with payloads that pass and that
 * fail) tried in every reached snapshot, compared with a transition table written by hand.
 */

const never = () => Promise.reject(new Error('services are not called while walking'));


describe('store application machine, walked', () => {
  const machine = createStoreApplicationMachine({ submit: never });
  const events: StoreApplicationEvent[] = [
    { type: 'START' },
    { type: 'EDIT', values: validApplication },
    { type: 'EDIT', values: { name: '   ' } },
    { type: 'SUBMIT' },
    { type: 'CONTINUE' },
    { type: 'APPROVED' },
    { type: 'REJECTED', reason: 'Blurry certificate photo' },
    { type: 'APPLY_AGAIN' },
    done('submit', { id: 1 }),
    failed('submit', new Error('offline')),
  ];
  const walk = explore(machine, {
    inputs: [
      { status: 'none' },
      { status: 'pendingReview', values: validApplication },
      { status: 'approved', values: validApplication },
      { status: 'rejected', values: validApplication, reason: 'Logo missing' },
    ],
    events,
  });

  it('reaches every state', () => {
    expect(walk.reached).toEqual(declaredStates(machine));
    expect(walk.reached).toContain('applied');
  });

  it('accepts exactly these transitions', () => {
    expect(walk.table).toEqual(
      expectedTable({
        none: { START: 'draft' },
        draft: { EDIT: 'draft', SUBMIT: ['draft', 'submitting'] },
        submitting: { 'xstate.done.actor.submit': 'applied', 'xstate.error.actor.submit': 'draft' },
        applied: { CONTINUE: 'pendingReview', APPROVED: 'approved', REJECTED: 'rejected' },
        pendingReview: { APPROVED: 'approved', REJECTED: 'rejected' },
        approved: {},
        rejected: { APPLY_AGAIN: 'draft' },
      }),
    );
  });
});

const validRegistration: RegisterForm = {
  username: 'nok',
  email: 'nok@example.co.th',
  code: '123456',
  password: 'secret1',
  confirmPassword: 'secret1',
  agreed: true,
};

describe('auth machine, walked', () => {
  const machine = createAuthMachine<{ id: number }>({
    login: never,
    loadUserInfo: never,
    register: never,
    resetPassword: never,
    logout: never,
    storage: { save: () => {}, clear: () => {} },
  });
  const events = [
    { type: 'LOGIN', form: { account: 'nok', password: 'secret1' } },
    { type: 'LOGIN', form: { account: ' ', password: '' } },
    { type: 'REGISTER', form: validRegistration },
    { type: 'REGISTER', form: { ...validRegistration, agreed: false } },
    { type: 'RESET_PASSWORD', form: { email: 'nok@example.co.th', code: '123456', password: 'secret2', confirmPassword: 'secret2' } },
    { type: 'RESET_PASSWORD', form: { email: 'nok@', code: '1', password: 'x', confirmPassword: 'y' } },
    { type: 'LOGOUT' },
    { type: 'REFRESH_USER' },
    { type: 'RETRY' },
    { type: 'SESSION_EXPIRED' },
    done('login', { token: 'tok-2', openId: 'open-2' }),
    failed('login', new Error('Wrong password')),
    done('loadUserInfo', { id: 7, nickname: 'Nok' }),
    failed('loadUserInfo', { code: 403, message: 'Session gone' }),
    failed('loadUserInfo', new Error('offline')),
    done('register', { token: 'tok-3' }),
    done('register', {}),
    failed('register', new Error('Email taken')),
    done('resetPassword', null),
    failed('resetPassword', new Error('Code expired')),
    done('logout', null),
    failed('logout', new Error('offline')),
  ] as AuthEvent[];
  const walk = explore(machine, {
    inputs: [
      null,
      { token: 'tok-1', openId: null, userInfo: null },
      { token: 'tok-1', openId: 'open-1', userInfo: { id: 7 } },
      { token: '', openId: null, userInfo: { id: 7 } },
    ],
    events,
  });

  it('reaches every state', () => {
    expect(walk.reached).toEqual(declaredStates(machine));
  });

  it('accepts exactly these transitions', () => {
    expect(walk.table).toEqual(
      expectedTable({
        signedOut: {
          LOGIN: ['signedOut', 'loggingIn'],
          REGISTER: ['signedOut', 'registering'],
          RESET_PASSWORD: ['signedOut', 'resettingPassword'],
        },
        loggingIn: { 'xstate.done.actor.login': 'loadingUser', 'xstate.error.actor.login': 'signedOut' },
        loadingUser: {
          'xstate.done.actor.loadUserInfo': 'signedIn',
          'xstate.error.actor.loadUserInfo': ['expired', 'userLoadFailed'],
        },
        userLoadFailed: { RETRY: 'loadingUser', LOGOUT: 'loggingOut', SESSION_EXPIRED: 'expired' },
        signedIn: { LOGOUT: 'loggingOut', REFRESH_USER: 'loadingUser', SESSION_EXPIRED: 'expired' },
        loggingOut: { 'xstate.done.actor.logout': 'signedOut', 'xstate.error.actor.logout': 'signedOut' },
        registering: { 'xstate.done.actor.register': ['loadingUser', 'signedOut'], 'xstate.error.actor.register': 'signedOut' },
        resettingPassword: { 'xstate.done.actor.resetPassword': 'signedOut', 'xstate.error.actor.resetPassword': 'signedOut' },
        expired: {},
      }),
    );
  });
});

describe('payment machine, walked', () => {
  const machine = createPaymentMachine({ payByBalance: never, startOnline: never });
  const events = [
    { type: 'CHOOSE_BALANCE' },
    { type: 'CHOOSE_ONLINE' },
    { type: 'PAY_PASSWORD_SET' },
    { type: 'SUBMIT_PIN', pin: '123456' },
    { type: 'SUBMIT_PIN', pin: '12a4' },
    { type: 'PROVIDER_RETURNED', result: 'paid' },
    { type: 'PROVIDER_RETURNED', result: 'failed' },
    { type: 'PROVIDER_RETURNED', result: 'cancelled' },
    { type: 'RETRY' },
    { type: 'BACK' },
    done('payByBalance', { result: 'done', value: null }),
    done('payByBalance', { result: 'wrongPin', attemptsLeft: 2 }),
    done('payByBalance', { result: 'wrongPin', attemptsLeft: 0 }),
    done('payByBalance', { result: 'locked' }),
    done('payByBalance', { result: 'insufficientBalance', available: 100 }),
    failed('payByBalance', new Error('offline')),
    done('startOnline', { redirectUrl: 'https://pay.example/s/1' }),
    failed('startOnline', new Error('provider down')),
  ] as PaymentEvent[];
  const inputs = [true, false].flatMap((hasPayPassword) =>
    [500, 5000].flatMap((balance) =>
      [false, true].flatMap((locked) =>
        [false, true].map((resumeOnline) => ({ amount: 1000, balance, hasPayPassword, locked, resumeOnline })),
      ),
    ),
  );
  const walk = explore(machine, { inputs, events });

  it('reaches every state', () => {
    expect(walk.reached).toEqual(declaredStates(machine));
  });

  it('accepts exactly these transitions', () => {
    expect(walk.table).toEqual(
      expectedTable({
        choosing: {
          CHOOSE_BALANCE: ['locked', 'needsPayPassword', 'insufficientBalance', 'enteringPin'],
          CHOOSE_ONLINE: 'startingOnline',
        },
        needsPayPassword: { PAY_PASSWORD_SET: ['insufficientBalance', 'enteringPin'], BACK: 'choosing' },
        insufficientBalance: { CHOOSE_ONLINE: 'startingOnline', BACK: 'choosing' },
        enteringPin: { SUBMIT_PIN: ['enteringPin', 'payingByBalance'], BACK: 'choosing' },
        payingByBalance: {
          'xstate.done.actor.payByBalance': ['paid', 'enteringPin', 'insufficientBalance', 'locked'],
          'xstate.error.actor.payByBalance': 'enteringPin',
        },
        locked: { CHOOSE_ONLINE: 'startingOnline' },
        startingOnline: { 'xstate.done.actor.startOnline': 'awaitingProvider', 'xstate.error.actor.startOnline': 'failed' },
        awaitingProvider: { PROVIDER_RETURNED: ['paid', 'failed', 'choosing'] },
        failed: { RETRY: 'choosing' },
        paid: {},
      }),
    );
  });
});

describe('deposit machine, walked', () => {
  const machine = createDepositMachine({ submit: never });
  const valid = { currency: 'USDT', amount: '50', type: 'usdt', network: 'TRC20', txHash: 'abc', proof: 'https://cdn.example/p.png' };
  const events = [
    { type: 'EDIT', values: valid },
    { type: 'EDIT', values: { proof: '' } },
    { type: 'SUBMIT' },
    { type: 'APPROVED' },
    { type: 'FAILED', reason: 'Hash not found' },
    { type: 'RETRY' },
    done('submit', { id: 9 }),
    failed('submit', new Error('offline')),
  ] as DepositEvent[];
  const walk = explore(machine, {
    inputs: [{}, { status: 'underReview' }, { status: 'approved' }, { status: 'failed', values: valid }],
    events,
  });

  it('reaches every state', () => {
    expect(walk.reached).toEqual(declaredStates(machine));
  });

  it('accepts exactly these transitions', () => {
    expect(walk.table).toEqual(
      expectedTable({
        draft: { EDIT: 'draft', SUBMIT: ['draft', 'submitting'] },
        submitting: { 'xstate.done.actor.submit': 'underReview', 'xstate.error.actor.submit': 'draft' },
        underReview: { APPROVED: 'approved', FAILED: 'failed' },
        approved: {},
        failed: { RETRY: 'draft' },
      }),
    );
  });
});

describe('withdrawal machine, walked', () => {
  const machine = createWithdrawalMachine({ submit: never });
  const events = [
    { type: 'EDIT', values: { amount: '12.50', accountId: 'acc-1' } },
    { type: 'EDIT', values: { amount: '999' } },
    { type: 'SUBMIT' },
    { type: 'PAY_PASSWORD_SET' },
    { type: 'SUBMIT_PIN', pin: '654321' },
    { type: 'SUBMIT_PIN', pin: '65432' },
    { type: 'BACK' },
    { type: 'APPROVED' },
    { type: 'FAILED', reason: 'Account closed' },
    { type: 'RETRY' },
    done('submit', { result: 'done', value: { id: 3 } }),
    done('submit', { result: 'wrongPin', attemptsLeft: 1 }),
    done('submit', { result: 'wrongPin', attemptsLeft: 0 }),
    done('submit', { result: 'locked' }),
    done('submit', { result: 'insufficientBalance', available: 500 }),
    failed('submit', new Error('offline')),
  ] as WithdrawalEvent[];
  const walk = explore(machine, {
    inputs: [
      { available: 10_000, hasPayPassword: true },
      { available: 10_000, hasPayPassword: false },
      { available: 10_000, hasPayPassword: true, status: 'underReview' },
      { available: 10_000, hasPayPassword: true, status: 'approved' },
      { available: 10_000, hasPayPassword: true, status: 'failed' },
    ],
    events,
  });

  it('reaches every state', () => {
    expect(walk.reached).toEqual(declaredStates(machine));
  });

  it('accepts exactly these transitions', () => {
    expect(walk.table).toEqual(
      expectedTable({
        draft: { EDIT: 'draft', SUBMIT: ['draft', 'needsPayPassword', 'enteringPin'] },
        needsPayPassword: { PAY_PASSWORD_SET: 'enteringPin', BACK: 'draft' },
        enteringPin: { SUBMIT_PIN: ['enteringPin', 'submitting'], BACK: 'draft' },
        submitting: {
          'xstate.done.actor.submit': ['underReview', 'enteringPin', 'draft', 'locked'],
          'xstate.error.actor.submit': 'draft',
        },
        locked: { BACK: 'draft' },
        underReview: { APPROVED: 'approved', FAILED: 'failed' },
        approved: {},
        failed: { RETRY: 'draft' },
      }),
    );
  });
});

describe('verification code machine, walked', () => {
  const machine = createVerificationCodeMachine({ send: never }, 3);
  const tick = { type: 'xstate.after.tick.verificationCode.counting' } as never;
  const walk = explore(machine, {
    inputs: [undefined],
    events: [{ type: 'SEND' }, done('send', null), failed('send', new Error('Too many requests')), tick],
  });

  it('reaches every state', () => {
    expect(walk.reached).toEqual(declaredStates(machine));
  });

  it('accepts exactly these transitions', () => {
    expect(walk.table).toEqual(
      expectedTable({
        idle: { SEND: 'sending' },
        sending: { 'xstate.done.actor.send': 'counting', 'xstate.error.actor.send': ['idle', 'ready'] },
        counting: { 'xstate.after.tick.verificationCode.counting': ['counting', 'ready'] },
        ready: { SEND: 'sending' },
      }),
    );
  });
});

// Guard against a walk that silently explores nothing (a broken helper would pass the tables).
describe('the walks explore', () => {
  it('many snapshots per machine', () => {
    const machine = createPaymentMachine({ payByBalance: never, startOnline: never });
    const walk = explore(machine, {
      inputs: [{ amount: 1, balance: 2, hasPayPassword: true }],
      events: [{ type: 'CHOOSE_BALANCE' }],
    });
    expect(walk.reached).toEqual(['choosing', 'enteringPin']);
    expect(walk.snapshots).toBe(2);
  });
});

