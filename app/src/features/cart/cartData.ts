import type { Cart } from '@shop/api/contract';

export type CartItem = Cart['items'][number];

export interface StoreGroup {
  storeId: number;
  storeName: string;
  items: CartItem[];
}

/** The cart's server state. */
export const CART_KEY = ['cartList'] as const;
/** The tab bar's badge: the number of items in the cart (`cartCount`). Invalidate after any change. */
export const CART_COUNT_KEY = ['cartCount'] as const;

/** Lines per store, stores in the order their first line appears. */
export function groupByStore(items: readonly CartItem[]): StoreGroup[] {
  const groups = new Map<number, StoreGroup>();
  for (const item of items) {
    const group = groups.get(item.storeId) ?? { storeId: item.storeId, storeName: item.storeName, items: [] };
    group.items.push(item);
    groups.set(item.storeId, group);
  }
  return [...groups.values()];
}
