import { beforeEach, describe, expect, it } from 'vitest';
import { readDepositDraft, saveDepositDraft, startDepositDraft } from './depositDraft';

describe('the deposit draft in session storage', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps one key across reads until another deposit is started', () => {
    const first = readDepositDraft();
    saveDepositDraft(first);
    expect(readDepositDraft().key).toBe(first.key);
    const next = startDepositDraft({ amount: '12' });
    expect(next.key).not.toBe(first.key);
    expect(readDepositDraft()).toEqual({ key: next.key, values: { amount: '12' }, recordId: null });
  });

  it('keeps what was typed and the sent record across a reload', () => {
    const draft = readDepositDraft();
    saveDepositDraft({ ...draft, values: { amount: '100', type: 'usdt', network: 'TRC20' }, recordId: 42 });
    expect(readDepositDraft()).toEqual({ key: draft.key, values: { amount: '100', type: 'usdt', network: 'TRC20' }, recordId: 42 });
  });

  it('starts afresh from something that is not a draft', () => {
    sessionStorage.setItem('shop.depositDraft', '{"key":5}');
    const draft = readDepositDraft();
    expect(typeof draft.key).toBe('string');
    expect(draft.recordId).toBeNull();
    sessionStorage.setItem('shop.depositDraft', 'not json');
    expect(readDepositDraft().values).toEqual({});
  });
});
