import { createActor, SimulatedClock, toPromise, waitFor, type AnyActorRef } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { STORE_APPLICATION_STATUS, type StoreApplicationStatusName } from '../status';
import { AuthError, createAuthMachine, type StoredSession } from './auth';
import { createDepositMachine } from './deposit';
import { createPaymentMachine } from './payment';
import type { PinAnswer } from './pin';
import {
  createStoreApplicationMachine,
  nextStoreApplicationStatus,
  STORE_APPLICATION_TRANSITIONS,
} from './store-application';
import { createVerificationCodeMachine } from './verification-code';
import { createWithdrawalMachine } from './withdrawal';
import { validApplication } from '../test-support/fixtures';

/** The machines run for real here, with fake services, to check what they call and keep. */

const settle = (actor: AnyActorRef, state: string) => waitFor(actor, (s) => s.matches(state), { timeout: 1000 });

function authServices(overrides: Partial<Parameters<typeof createAuthMachine>[0]> = {}) {
  const calls: string[] = [];
  const saved: StoredSession[] = [];
  const services = {
    login: vi.fn(async () => {
      calls.push('login');
      return { token: 'tok-new', openId: 'open-new' };
    }),
    loadUserInfo: vi.fn(async (token: string) => {
      calls.push(`loadUserInfo:${token}`);
      return { id: 1, nickname: 'Nok' };
    }),
    register: vi.fn(async () => ({ token: null })),
    resetPassword: vi.fn(async () => null),
    logout: vi.fn(async () => null),
    storage: {
      save: vi.fn((s: StoredSession) => {
        calls.push(`save:${s.token}:${s.userInfo ? 'user' : 'nouser'}`);
        saved.push(s);
      }),
      clear: vi.fn(() => calls.push('clear')),
    },
    ...overrides,
  };
  return { services, calls, saved };
}

describe('auth, running', () => {
  it('restores a full stored session without asking the server', () => {
    const { services } = authServices();
    const actor = createActor(createAuthMachine(services), {
      input: { token: 'tok', openId: 'o', userInfo: { id: 1 } },
    }).start();
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(services.loadUserInfo).not.toHaveBeenCalled();
  });

  it('logs in: stores the token, then loads user info, then stores both', async () => {
    const { services, calls } = authServices();
    const actor = createActor(createAuthMachine(services), { input: null }).start();
    actor.send({ type: 'LOGIN', form: { account: '  nok@example.com ', password: 'secret1' } });
    await settle(actor, 'signedIn');
    expect(services.login).toHaveBeenCalledWith({ account: 'nok@example.com', password: 'secret1' });
    expect(calls).toEqual(['login', 'save:tok-new:nouser', 'loadUserInfo:tok-new', 'save:tok-new:user']);
    expect(actor.getSnapshot().context).toMatchObject({ token: 'tok-new', openId: 'open-new', userInfo: { id: 1 } });
  });

  it('keeps form errors and never calls the server for an invalid login', () => {
    const { services } = authServices();
    const actor = createActor(createAuthMachine(services), { input: null }).start();
    actor.send({ type: 'LOGIN', form: { account: '\u200B ', password: '' } });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.errors).toEqual({
      account: { key: 'validation.required' },
      password: { key: 'validation.required' },
    });
    expect(services.login).not.toHaveBeenCalled();
  });

  it('on code 403 while loading user info: clears token and user info, ends with go-to-login', async () => {
    const { services, calls } = authServices({
      loadUserInfo: vi.fn(async () => {
        throw new AuthError('Session expired', 403);
      }),
    });
    const actor = createActor(createAuthMachine(services), { input: { token: 'old', openId: null, userInfo: null } });
    const output = toPromise(actor);
    actor.start();
    await expect(output).resolves.toEqual({ reason: 'sessionExpired', goTo: 'login' });
    expect(calls).toEqual(['clear']);
    expect(actor.getSnapshot().context).toMatchObject({ token: null, openId: null, userInfo: null });
  });

  it('keeps the token when user info fails for another reason, and retries', async () => {
    let fail = true;
    const { services } = authServices({
      loadUserInfo: vi.fn(async () => {
        if (fail) throw new Error('Network down');
        return { id: 2 };
      }),
    });
    const actor = createActor(createAuthMachine(services), { input: { token: 'tok', openId: null, userInfo: null } }).start();
    await settle(actor, 'userLoadFailed');
    expect(actor.getSnapshot().context).toMatchObject({ token: 'tok', failure: 'Network down' });
    expect(services.storage.clear).not.toHaveBeenCalled();
    fail = false;
    actor.send({ type: 'RETRY' });
    await settle(actor, 'signedIn');
  });

  it('logs out and clears the device even when the server cannot be reached', async () => {
    const { services } = authServices({ logout: vi.fn(async () => Promise.reject(new Error('offline'))) });
    const actor = createActor(createAuthMachine(services), { input: { token: 't', openId: null, userInfo: { id: 1 } } }).start();
    actor.send({ type: 'LOGOUT' });
    await settle(actor, 'signedOut');
    expect(services.logout).toHaveBeenCalledWith('t');
    expect(services.storage.clear).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context).toMatchObject({ token: null, userInfo: null, notice: 'loggedOut' });
  });

  it('refuses registration without the agreement, and signs in when registration returns a token', async () => {
    const { services } = authServices({ register: vi.fn(async () => ({ token: 'tok-reg' })) });
    const actor = createActor(createAuthMachine(services), { input: null }).start();
    const form = { username: 'nok', email: 'nok@example.com', code: '١٢٣٤٥٦', password: 'secret1', confirmPassword: 'secret1', agreed: false };
    actor.send({ type: 'REGISTER', form });
    expect(actor.getSnapshot().context.errors).toEqual({ agreed: { key: 'validation.agreementRequired' } });
    actor.send({ type: 'REGISTER', form: { ...form, agreed: true } });
    await settle(actor, 'signedIn');
    expect(services.register).toHaveBeenCalledWith(expect.objectContaining({ code: '123456', invitationCode: '' }));
  });
});

describe('payment, running', () => {
  it('wrong PIN shows attempts left, the right one pays', async () => {
    const answers: PinAnswer[] = [{ result: 'wrongPin', attemptsLeft: 4 }, { result: 'done', value: null }];
    const payByBalance = vi.fn(async () => answers.shift()!);
    const actor = createActor(createPaymentMachine({ payByBalance, startOnline: vi.fn() }), {
      input: { amount: 1000, balance: 5000, hasPayPassword: true },
    }).start();
    actor.send({ type: 'CHOOSE_BALANCE' });
    actor.send({ type: 'SUBMIT_PIN', pin: '111111' });
    await settle(actor, 'enteringPin');
    expect(actor.getSnapshot().context.attemptsLeft).toBe(4);
    actor.send({ type: 'SUBMIT_PIN', pin: '١٢٣٤٥٦' });
    await settle(actor, 'paid');
    expect(payByBalance).toHaveBeenLastCalledWith('123456');
    expect(actor.getSnapshot().context.pin).toBe('');
  });

  it('asks for a payment password first, and checks the balance', () => {
    const actor = createActor(createPaymentMachine({ payByBalance: vi.fn(), startOnline: vi.fn() }), {
      input: { amount: 1000, balance: 999, hasPayPassword: false },
    }).start();
    actor.send({ type: 'CHOOSE_BALANCE' });
    expect(actor.getSnapshot().value).toBe('needsPayPassword');
    actor.send({ type: 'PAY_PASSWORD_SET' });
    expect(actor.getSnapshot().value).toBe('insufficientBalance');
  });

  it('locks after the last wrong PIN, leaving online payment open', async () => {
    const actor = createActor(
      createPaymentMachine({
        payByBalance: vi.fn(async () => ({ result: 'wrongPin', attemptsLeft: 0 }) as const),
        startOnline: vi.fn(async () => ({ redirectUrl: 'https://pay.example/1' })),
      }),
      { input: { amount: 1, balance: 1, hasPayPassword: true } },
    ).start();
    actor.send({ type: 'CHOOSE_BALANCE' });
    actor.send({ type: 'SUBMIT_PIN', pin: '000000' });
    await settle(actor, 'locked');
    actor.send({ type: 'CHOOSE_BALANCE' });
    expect(actor.getSnapshot().value).toBe('locked');
    actor.send({ type: 'CHOOSE_ONLINE' });
    await settle(actor, 'awaitingProvider');
    expect(actor.getSnapshot().context.redirectUrl).toBe('https://pay.example/1');
  });

  it('comes back from the provider after a reload', () => {
    const actor = createActor(createPaymentMachine({ payByBalance: vi.fn(), startOnline: vi.fn() }), {
      input: { amount: 1, balance: 0, hasPayPassword: false, resumeOnline: true },
    }).start();
    expect(actor.getSnapshot().value).toBe('awaitingProvider');
    actor.send({ type: 'PROVIDER_RETURNED', result: 'cancelled' });
    expect(actor.getSnapshot().value).toBe('choosing');
  });
});

describe('deposit and withdrawal, running', () => {
  it('deposit without proof says "Upload Payment Proof" and sends nothing', () => {
    const submit = vi.fn();
    const actor = createActor(createDepositMachine({ submit }), { input: { locale: 'de' } }).start();
    actor.send({ type: 'EDIT', values: { amount: '12,50', type: 'usdt' } });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ proof: { key: 'messages.uploadPaymentProof' } });
    expect(submit).not.toHaveBeenCalled();
  });

  it('deposit sends minor units and waits for review', async () => {
    const submit = vi.fn(async () => ({ id: 42 }));
    const actor = createActor(createDepositMachine({ submit }), { input: { locale: 'de' } }).start();
    actor.send({ type: 'EDIT', values: { amount: '1.234,50', type: 'usdt', proof: 'https://cdn.example/p.png' } });
    actor.send({ type: 'SUBMIT' });
    await settle(actor, 'underReview');
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ amount: 123450, currency: 'USDT' }));
    expect(actor.getSnapshot().context.recordId).toBe(42);
  });

  it('withdrawal above the available balance says "Available isn\'t enough"', () => {
    const actor = createActor(createWithdrawalMachine({ submit: vi.fn() }), {
      input: { available: 1000, hasPayPassword: true },
    }).start();
    actor.send({ type: 'EDIT', values: { amount: '10.01', accountId: 'a' } });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ amount: { key: 'messages.availableNotEnough' } });
  });

  it('withdrawal sends amount, account and PIN; a balance that shrank meanwhile goes back to the form', async () => {
    const submit = vi.fn(async () => ({ result: 'insufficientBalance', available: 300 }) as const);
    const actor = createActor(createWithdrawalMachine({ submit }), { input: { available: 1000, hasPayPassword: true } }).start();
    actor.send({ type: 'EDIT', values: { amount: '5', accountId: 'acc-9' } });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT_PIN', pin: '246810' });
    await settle(actor, 'draft');
    expect(submit).toHaveBeenCalledWith({ amount: 500, accountId: 'acc-9', pin: '246810' });
    expect(actor.getSnapshot().context).toMatchObject({ available: 300, errors: { amount: { key: 'messages.availableNotEnough' } } });
  });
});

describe('store application, running', () => {
  it('submits cleaned values, shows "applied", and keeps values to apply again after a rejection', async () => {
    const submit = vi.fn(async () => ({}));
    const actor = createActor(createStoreApplicationMachine({ submit }), { input: { status: 'none' } }).start();
    actor.send({ type: 'START' });
    actor.send({ type: 'EDIT', values: { ...validApplication, name: '  Siam Silk  ' } });
    actor.send({ type: 'SUBMIT' });
    await settle(actor, 'applied');
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Siam Silk' }));
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'REJECTED', reason: 'Photo unreadable' });
    expect(actor.getSnapshot().context).toMatchObject({ status: 'rejected', reason: 'Photo unreadable' });
    actor.send({ type: 'APPLY_AGAIN' });
    expect(actor.getSnapshot().value).toBe('draft');
    expect(actor.getSnapshot().context.values.certificateNumber).toBe(validApplication.certificateNumber);
  });

  it('lists every missing required field', () => {
    const actor = createActor(createStoreApplicationMachine({ submit: vi.fn() }), { input: { status: 'none' } }).start();
    actor.send({ type: 'START' });
    actor.send({ type: 'SUBMIT' });
    expect(Object.keys(actor.getSnapshot().context.errors).sort()).toEqual(
      ['backPhoto', 'banner', 'category', 'certificateNumber', 'city', 'contactPerson', 'contactPhone', 'country', 'description', 'frontPhoto', 'logo', 'name'].sort(),
    );
  });

  it('server table agrees with the machine', async () => {
    const statuses = Object.keys(STORE_APPLICATION_STATUS) as StoreApplicationStatusName[];
    for (const status of statuses) {
      // The applicant's SUBMIT: possible from the machine's state for this status?
      const actor = createActor(createStoreApplicationMachine({ submit: async () => ({}) }), {
        input: { status, values: validApplication },
      }).start();
      // The applicant opens the form whichever way the state offers, then sends it.
      for (const type of ['START', 'APPLY_AGAIN', 'SUBMIT'] as const) {
        if (actor.getSnapshot().status === 'active') actor.send({ type });
      }
      const machineSubmits = actor.getSnapshot().value === 'submitting';
      expect(nextStoreApplicationStatus(status, 'SUBMIT', 'buyer') !== null, `SUBMIT from ${status}`).toBe(machineSubmits);
      const reviewable = actor.getSnapshot().can({ type: 'APPROVED' });
      expect(nextStoreApplicationStatus(status, 'APPROVE', 'staff') !== null, `APPROVE from ${status}`).toBe(reviewable);
    }
    expect(nextStoreApplicationStatus('pendingReview', 'APPROVE', 'buyer')).toBeNull();
    expect(nextStoreApplicationStatus('pendingReview', 'REJECT', 'staff')).toBe('rejected');
    expect(Object.keys(STORE_APPLICATION_TRANSITIONS)).toEqual(['SUBMIT', 'APPROVE', 'REJECT']);
  });
});

describe('verification code, running on a simulated clock', () => {
  it('counts 60 seconds down, disabled meanwhile, then offers a retry', async () => {
    const clock = new SimulatedClock();
    const send = vi.fn(async () => null);
    const actor = createActor(createVerificationCodeMachine({ send }), { clock }).start();
    actor.send({ type: 'SEND' });
    await settle(actor, 'counting');
    expect(actor.getSnapshot().context.remaining).toBe(60);
    actor.send({ type: 'SEND' });
    expect(send).toHaveBeenCalledOnce();
    clock.increment(1000);
    expect(actor.getSnapshot().context.remaining).toBe(59);
    for (let i = 0; i < 58; i++) clock.increment(1000);
    expect(actor.getSnapshot()).toMatchObject({ value: 'counting', context: { remaining: 1 } });
    clock.increment(1000);
    expect(actor.getSnapshot()).toMatchObject({ value: 'ready', context: { remaining: 0, sentBefore: true } });
    actor.send({ type: 'SEND' });
    await settle(actor, 'counting');
    expect(send).toHaveBeenCalledTimes(2);
  });
});
