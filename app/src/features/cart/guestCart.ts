import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../session/storage';

/**
 * A visitor's cart, kept on the device (localStorage, `STORAGE_KEYS.guestCart`) because the
 * server's cart is for signed-in users only. On sign-in or registration it is merged into the
 * server's cart with `cartAdd`, one call per line (see `mergeGuestCart`).
 *
 * What is stored per line: the product id, the quantity, whether the line is selected for
 * checkout, when it was added, and a small snapshot (name, image, store id and name) taken when
 * it was added. The contract has no SKUs (`cartAdd` takes a product and a quantity), so none is
 * kept.
 *
 * Decision: price, stock and shelf status are never stored. The cart page re-fetches each
 * product's current details with the existing `productDetail` endpoint through react-query (the
 * same cache entries the product page uses, `productDetailKey(id, false)`), so a guest never sees
 * a stale price or checks a quantity against stale stock. The snapshot only names a line whose
 * product can no longer be found, and names lines in the toast when a merge leaves some behind.
 */
export interface GuestCartLine {
  productId: number;
  quantity: number;
  selected: boolean;
  /** Epoch milliseconds; the cart lists lines newest first, as the server does. */
  addedAt: number;
  name: string;
  image: string;
  storeId: number;
  storeName: string;
}

/** What the product page knows when a visitor adds it (a `productDetail` answer fits). */
export interface GuestCartProduct {
  id: number;
  name: string;
  image: string;
  stock: number;
  store: { id: number; name: string };
}

/** The most one cart line takes (the contract's bound on `cartAdd`), whatever the stock. */
export const GUEST_QUANTITY_MAX = 999;

const EMPTY: readonly GuestCartLine[] = Object.freeze([]);

const isLine = (value: unknown): value is GuestCartLine => {
  if (!value || typeof value !== 'object') return false;
  const line = value as Record<string, unknown>;
  return (
    Number.isInteger(line.productId) &&
    (line.productId as number) > 0 &&
    Number.isInteger(line.quantity) &&
    (line.quantity as number) >= 1 &&
    typeof line.name === 'string' &&
    typeof line.image === 'string' &&
    Number.isInteger(line.storeId) &&
    typeof line.storeName === 'string'
  );
};

let cachedRaw: string | null = null;
let cachedLines: readonly GuestCartLine[] = EMPTY;

function readRaw(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.guestCart);
  } catch {
    return null; // storage disabled (private mode): an empty cart
  }
}

/** The guest cart as stored; anything unreadable is ignored (never thrown). */
export function readGuestCart(): readonly GuestCartLine[] {
  const raw = readRaw();
  if (raw === cachedRaw) return cachedLines;
  let lines: readonly GuestCartLine[] = EMPTY;
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (Array.isArray(parsed)) {
        lines = parsed.filter(isLine).map((line) => ({
          ...line,
          quantity: Math.min(line.quantity, GUEST_QUANTITY_MAX),
          selected: line.selected !== false,
          addedAt: Number.isFinite(line.addedAt) ? line.addedAt : 0,
        }));
      }
    } catch {
      lines = EMPTY;
    }
  }
  cachedRaw = raw;
  cachedLines = lines;
  return lines;
}

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function writeGuestCart(lines: readonly GuestCartLine[]) {
  try {
    if (lines.length === 0) localStorage.removeItem(STORAGE_KEYS.guestCart);
    else localStorage.setItem(STORAGE_KEYS.guestCart, JSON.stringify(lines));
  } catch {
    // Storage disabled or full: the change is lost with the page, as the session is.
  }
  notify();
}

const bound = (quantity: number, stock: number) =>
  Math.max(1, Math.min(Math.round(quantity), GUEST_QUANTITY_MAX, Math.max(1, stock)));

/**
 * Adds a product (to the quantity when already there), bounded by the stock, and selects it.
 * Answers the line's quantity now.
 */
export function addToGuestCart(product: GuestCartProduct, quantity: number): number {
  const lines = readGuestCart();
  const existing = lines.find((line) => line.productId === product.id);
  const next = bound((existing?.quantity ?? 0) + quantity, product.stock);
  const line: GuestCartLine = {
    productId: product.id,
    quantity: next,
    selected: true,
    addedAt: Date.now(),
    name: product.name,
    image: product.image,
    storeId: product.store.id,
    storeName: product.store.name,
  };
  writeGuestCart([line, ...lines.filter((other) => other.productId !== product.id)]);
  return next;
}

/** Sets a line's quantity, bounded by the stock the caller knows now. */
export function setGuestQuantity(productId: number, quantity: number, stock: number) {
  writeGuestCart(
    readGuestCart().map((line) => (line.productId === productId ? { ...line, quantity: bound(quantity, stock) } : line)),
  );
}

export function setGuestSelected(productIds: readonly number[], selected: boolean) {
  writeGuestCart(readGuestCart().map((line) => (productIds.includes(line.productId) ? { ...line, selected } : line)));
}

export function removeFromGuestCart(productIds: readonly number[]) {
  writeGuestCart(readGuestCart().filter((line) => !productIds.includes(line.productId)));
}

export function clearGuestCart() {
  writeGuestCart([]);
}

/** The number of items, as the tab badge counts the server's cart: quantities added up. */
export const guestCartCount = (lines: readonly GuestCartLine[]) => lines.reduce((n, line) => n + line.quantity, 0);

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed it (or merged it away).
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.guestCart) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The guest cart, kept current as it changes (here or in another tab). */
export function useGuestCart(): readonly GuestCartLine[] {
  return useSyncExternalStore(subscribe, readGuestCart, () => EMPTY);
}

export interface MergeResult {
  /** Lines now in the server's cart (and gone from the device). */
  merged: GuestCartLine[];
  /** Lines the server refused (out of stock, off the shelf, a failed request): still on the device. */
  failed: GuestCartLine[];
}

let merging: Promise<MergeResult> | null = null;

/**
 * Moves the guest cart into the signed-in user's cart: one `add` (the `cartAdd` call) per line,
 * oldest first, one at a time. A line leaves the device only once the server took it; a refused
 * line stays, so nothing saved is ever lost. Concurrent calls share the merge in progress.
 */
export function mergeGuestCart(add: (productId: number, quantity: number) => Promise<unknown>): Promise<MergeResult> {
  merging ??= (async () => {
    const merged: GuestCartLine[] = [];
    const failed: GuestCartLine[] = [];
    const lines = [...readGuestCart()].sort((a, b) => a.addedAt - b.addedAt);
    for (const line of lines) {
      try {
        await add(line.productId, line.quantity);
        merged.push(line);
        removeFromGuestCart([line.productId]);
      } catch {
        failed.push(line);
      }
    }
    return { merged, failed };
  })().finally(() => {
    merging = null;
  });
  return merging;
}
