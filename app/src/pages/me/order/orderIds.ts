/** Most orders one payment covers (the contract's `orderIds` bound). */
const MAX_ORDERS = 50;

const asId = (text: string): number | null => {
  const trimmed = text.trim();
  if (!/^\d{1,10}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value > 0 && value <= 2_147_483_647 ? value : null;
};

/**
 * The orders a payment screen is about: `?id=12` for one order, or `?ids=12,13` for the orders one
 * checkout created (one per store). Anything malformed, empty or too long gives null, so the
 * screen shows its "not valid" state instead of guessing.
 */
export function parseOrderIds(params: URLSearchParams): number[] | null {
  const many = params.get('ids');
  const one = params.get('id');
  const parts = many !== null ? many.split(',') : one !== null ? [one] : [];
  if (parts.length === 0 || parts.length > MAX_ORDERS) return null;
  const ids: number[] = [];
  for (const part of parts) {
    const id = asId(part);
    if (id === null) return null;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** The query that names these orders again: `id=12` or `ids=12,13`. */
export function orderIdsQuery(ids: readonly number[]): string {
  return ids.length === 1 ? `id=${ids[0]}` : `ids=${ids.join(',')}`;
}
