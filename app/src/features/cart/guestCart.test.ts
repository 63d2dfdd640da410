// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../session/storage';
import {
  addToGuestCart,
  clearGuestCart,
  guestCartCount,
  mergeGuestCart,
  readGuestCart,
  removeFromGuestCart,
  setGuestQuantity,
  setGuestSelected,
  type GuestCartProduct,
} from './guestCart';

const product = (id: number, stock = 10): GuestCartProduct => ({
  id,
  name: `Product ${id}`,
  image: `https://img.example/${id}.png`,
  stock,
  store: { id: 100 + (id % 2), name: `Store ${100 + (id % 2)}` },
});

beforeEach(() => {
  localStorage.clear();
  clearGuestCart();
});

describe('the guest cart', () => {
  it('is empty at first, and when storage holds something unreadable', () => {
    expect(readGuestCart()).toEqual([]);
    localStorage.setItem(STORAGE_KEYS.guestCart, '{not json');
    expect(readGuestCart()).toEqual([]);
    localStorage.setItem(STORAGE_KEYS.guestCart, JSON.stringify([{ productId: 'x' }, 42]));
    expect(readGuestCart()).toEqual([]);
  });

  it('keeps the product, quantity and a snapshot to name it, but never the price', () => {
    addToGuestCart(product(1), 2);
    const [line] = readGuestCart();
    expect(line).toMatchObject({ productId: 1, quantity: 2, selected: true, name: 'Product 1', storeId: 101, storeName: 'Store 101' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.guestCart)!)[0]).not.toHaveProperty('price');
  });

  it('adds to the quantity of a product already there, bounded by the stock', () => {
    expect(addToGuestCart(product(1, 5), 2)).toBe(2);
    expect(addToGuestCart(product(1, 5), 2)).toBe(4);
    expect(addToGuestCart(product(1, 5), 2)).toBe(5);
    expect(readGuestCart()).toHaveLength(1);
    expect(guestCartCount(readGuestCart())).toBe(5);
  });

  it('lists the last added first, counts items, selects, sets quantities and removes', () => {
    addToGuestCart(product(1), 1);
    addToGuestCart(product(2), 3);
    expect(readGuestCart().map((line) => line.productId)).toEqual([2, 1]);
    expect(guestCartCount(readGuestCart())).toBe(4);

    setGuestSelected([1], false);
    expect(readGuestCart().find((line) => line.productId === 1)?.selected).toBe(false);
    setGuestQuantity(2, 50, 7);
    expect(readGuestCart().find((line) => line.productId === 2)?.quantity).toBe(7);
    setGuestQuantity(2, 0, 7);
    expect(readGuestCart().find((line) => line.productId === 2)?.quantity).toBe(1);

    removeFromGuestCart([2]);
    expect(readGuestCart().map((line) => line.productId)).toEqual([1]);
    removeFromGuestCart([1]);
    expect(localStorage.getItem(STORAGE_KEYS.guestCart)).toBeNull();
  });
});

describe('merging the guest cart into the server cart', () => {
  it('adds each line once, oldest first, and empties the device when all went', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000);
    addToGuestCart(product(1), 2);
    vi.setSystemTime(2_000);
    addToGuestCart(product(2), 1);
    vi.useRealTimers();

    const add = vi.fn(() => Promise.resolve());
    const result = await mergeGuestCart(add);
    expect(add.mock.calls).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(result.merged.map((line) => line.productId)).toEqual([1, 2]);
    expect(result.failed).toEqual([]);
    expect(readGuestCart()).toEqual([]);
  });

  it('keeps a refused line on the device and moves the others', async () => {
    addToGuestCart(product(1), 2);
    addToGuestCart(product(2), 3);
    const add = vi.fn((productId: number) => (productId === 2 ? Promise.reject(new Error('outOfStock')) : Promise.resolve()));
    const result = await mergeGuestCart(add);
    expect(result.merged.map((line) => line.productId)).toEqual([1]);
    expect(result.failed.map((line) => line.productId)).toEqual([2]);
    expect(readGuestCart()).toMatchObject([{ productId: 2, quantity: 3 }]);
  });

  it('loses nothing when every request fails', async () => {
    addToGuestCart(product(1), 2);
    addToGuestCart(product(2), 3);
    const before = readGuestCart();
    const result = await mergeGuestCart(() => Promise.reject(new Error('offline')));
    expect(result.merged).toEqual([]);
    expect(readGuestCart()).toEqual(before);
  });

  it('runs once when asked twice at the same time', async () => {
    addToGuestCart(product(1), 2);
    const add = vi.fn(() => Promise.resolve());
    const [first, second] = await Promise.all([mergeGuestCart(add), mergeGuestCart(add)]);
    expect(add).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
  });
});
