import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { declaredStates, done, explore, expectedTable, failed } from '../test-support/explore';
import { createPayPasswordMachine, type PayPasswordEvent } from './pay-password';

describe('payment password machine, walked', () => {
  const machine = createPayPasswordMachine({ save: () => Promise.reject(new Error('not called while walking')) });
  const events = [
    { type: 'SUBMIT_PIN', pin: '123456' },
    { type: 'SUBMIT_PIN', pin: '654321' },
    { type: 'SUBMIT_PIN', pin: '12345' },
    { type: 'BACK' },
    done('save', null),
    failed('save', new Error('Wrong old payment password')),
  ] as PayPasswordEvent[];
  const walk = explore(machine, { inputs: [{ hasPayPassword: false }, { hasPayPassword: true }], events });

  it('reaches every state', () => {
    expect(walk.reached).toEqual(declaredStates(machine));
  });

  it('accepts exactly these transitions', () => {
    expect(walk.table).toEqual(
      expectedTable({
        enteringOld: { SUBMIT_PIN: ['enteringOld', 'enteringNew'] },
        enteringNew: { SUBMIT_PIN: ['enteringNew', 'confirming'], BACK: 'enteringOld' },
        confirming: { SUBMIT_PIN: ['saving', 'enteringNew'], BACK: 'enteringNew' },
        saving: { 'xstate.done.actor.save': 'saved', 'xstate.error.actor.save': ['enteringOld', 'enteringNew'] },
        saved: {},
      }),
    );
  });
});

describe('payment password, running', () => {
  it('sets a first password: new, confirm (a mismatch starts over), save', async () => {
    const save = vi.fn(async () => null);
    const actor = createActor(createPayPasswordMachine({ save }), { input: { hasPayPassword: false } }).start();
    actor.send({ type: 'SUBMIT_PIN', pin: '135790' });
    actor.send({ type: 'SUBMIT_PIN', pin: '135791' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'enteringNew', context: { error: { key: 'messages.passwordMismatch' } } });
    actor.send({ type: 'SUBMIT_PIN', pin: '135790' });
    actor.send({ type: 'SUBMIT_PIN', pin: '١٣٥٧٩٠' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(save).toHaveBeenCalledWith({ oldPassword: null, password: '135790' });
  });

  it('changing asks for the old one first, and a refusal starts over from it', async () => {
    const save = vi.fn(async () => Promise.reject(new Error('Wrong payment password')));
    const actor = createActor(createPayPasswordMachine({ save }), { input: { hasPayPassword: true } }).start();
    expect(actor.getSnapshot().value).toBe('enteringOld');
    for (const pin of ['111111', '222222', '222222']) actor.send({ type: 'SUBMIT_PIN', pin });
    await waitFor(actor, (s) => s.matches('enteringOld'));
    expect(save).toHaveBeenCalledWith({ oldPassword: '111111', password: '222222' });
    expect(actor.getSnapshot().context).toMatchObject({ failure: 'Wrong payment password', password: '', oldPassword: '' });
  });
});
