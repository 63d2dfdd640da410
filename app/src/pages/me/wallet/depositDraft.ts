import { newIdempotencyKey } from '@shop/api/client';
import type { DepositForm } from '@shop/domain';

/**
 * The deposit being written in this tab, kept in session storage: what was typed (so a reload
 * loses nothing), the idempotency key it is sent with (so a reload, a back press or a second tap
 * never declares it twice: the server answers the first record for a key it has seen), and, once
 * sent, the record's id (so the screen reopens on "under review", not on a blank form).
 *
 * A new key is made only when the person starts another deposit, or sends again after a refusal.
 */
export interface DepositDraft {
  key: string;
  values: Partial<DepositForm>;
  recordId: number | null;
}

const STORAGE_KEY = 'shop.depositDraft';

const fresh = (values: Partial<DepositForm> = {}): DepositDraft => ({ key: newIdempotencyKey(), values, recordId: null });

export function readDepositDraft(): DepositDraft {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return fresh();
    const saved = JSON.parse(raw) as Partial<DepositDraft>;
    if (typeof saved.key !== 'string' || saved.key.length === 0) return fresh();
    const values = saved.values && typeof saved.values === 'object' ? saved.values : {};
    const recordId = typeof saved.recordId === 'number' && Number.isInteger(saved.recordId) ? saved.recordId : null;
    return { key: saved.key, values, recordId };
  } catch {
    return fresh();
  }
}

export function saveDepositDraft(draft: DepositDraft): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Private modes may refuse storage: the draft then lives as long as the screen.
  }
}

/** Another deposit: a new key; `values` carries over what should stay (a retried deposit's fields). */
export function startDepositDraft(values: Partial<DepositForm> = {}): DepositDraft {
  const draft = fresh(values);
  saveDepositDraft(draft);
  return draft;
}
