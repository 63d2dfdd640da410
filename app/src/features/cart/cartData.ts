import type { Cart } from '@shop/api/contract';

export type CartItem = Cart['items'][number];

export interface StoreGroup {
  storeId: number;
  storeName: string;
  items: CartItem[];
}


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
