import { z } from 'zod';
import { area } from '../endpoint';
import { empty, id, imageUrl, money, obj } from '../primitives';

const cart = area('cart');

/* ---------- cart ---------- */

export const cartItemSchema = obj({
  id: id(),
  productId: id(),
  name: z.string(),
  image: imageUrl(),
  price: money(),
  quantity: z.number().int().min(1),
  stock: z.number().int().nonnegative(),
  selected: z.boolean(),
  /** False when the product went off shelf or out of stock: shown greyed, never ordered. */
  available: z.boolean(),
  storeId: id(),
  storeName: z.string(),
});
export const cartSchema = obj({
  items: z.array(cartItemSchema),
  selectedCount: z.number().int().nonnegative(),
  selectedTotal: money(),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartEndpoints = {
  cartList: cart({
    method: 'GET',
    path: '/api/cart/list',
    auth: 'user',
    summary: 'The cart',
    request: empty(),
    response: cartSchema,
  }),
  cartCount: cart({
    method: 'GET',
    path: '/api/cart/count',
    auth: 'user',
    summary: 'Number of items in the cart, for the tab badge',
    request: empty(),
    response: obj({ count: z.number().int().nonnegative() }),
  }),
  cartAdd: cart({
    method: 'POST',
    path: '/api/cart/add',
    auth: 'user',
    summary: 'Add a product (adds to the quantity when already there)',
    request: obj({ productId: id(), quantity: z.number().int().min(1).max(999) }),
    response: cartSchema,
  }),
  cartQuantity: cart({
    method: 'POST',
    path: '/api/cart/quantity',
    auth: 'user',
    summary: "Set a line's quantity (at least 1, at most the stock)",
    request: obj({ id: id(), quantity: z.number().int().min(1).max(999) }),
    response: cartSchema,
  }),
  cartSelect: cart({
    method: 'POST',
    path: '/api/cart/select',
    auth: 'user',
    summary: 'Select or unselect lines; no ids means every line',
    request: obj({ ids: z.array(id()).optional(), selected: z.boolean() }),
    response: cartSchema,
  }),
  cartRemove: cart({
    method: 'POST',
    path: '/api/cart/remove',
    auth: 'user',
    summary: 'Remove lines',
    request: obj({ ids: z.array(id()).min(1) }),
    response: cartSchema,
  }),
} as const;
