/**
 * An online payment the buyer left for: the provider's page replaces the app, so what the pay
 * screen needs to pick up again on return (which payment to poll, and its page to reopen) is kept
 * in session storage, for these orders only.
 */
export interface PendingPayment {
  paymentId: string;
  orderIds: number[];
  payUrl: string;
}

const KEY = 'shop.pendingPayment';

const sameOrders = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort((x, y) => x - y).every((id, i) => id === [...b].sort((x, y) => x - y)[i]);

export function readPendingPayment(orderIds: readonly number[]): PendingPayment | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<PendingPayment>;
    if (typeof saved.paymentId !== 'string' || typeof saved.payUrl !== 'string' || !Array.isArray(saved.orderIds)) return null;
    return sameOrders(saved.orderIds, orderIds) ? (saved as PendingPayment) : null;
  } catch {
    return null;
  }
}

export function savePendingPayment(payment: PendingPayment) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(payment));
  } catch {
    // Private modes may refuse storage: the buyer then finds the order's state in the order list.
  }
}

export function clearPendingPayment() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
