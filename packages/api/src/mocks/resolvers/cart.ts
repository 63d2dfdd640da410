import type { DataOf } from '../../contract/endpoint';
import type { Endpoints } from '../../contract/endpoints';
import { SHELF_STATUS } from '../../contract/domain';
import type { cartEndpoints } from '../../contract/endpoints/cart';
import { refuse } from '../engine';
import * as f from '../fixtures';
import type { MockState } from '../state';
import { type AreaResolvers } from './shared';

const cartOf = (state: MockState): DataOf<Endpoints['cartList']> => {
  const items = state.data.cart;
  const chosen = items.filter((i) => i.selected && i.available);
  return {
    items,
    selectedCount: chosen.reduce((n, i) => n + i.quantity, 0),
    selectedTotal: chosen.reduce((n, i) => n + i.price * i.quantity, 0),
  };
};

/** The cart in the mock's memory; every change answers the whole cart, as the server does. */
export const cartResolvers: AreaResolvers<typeof cartEndpoints> = {
  cartList: ({ state }) => cartOf(state),
  cartCount: ({ state }) => ({ count: state.data.cart.reduce((n, i) => n + i.quantity, 0) }),
  cartAdd: ({ params, state }) => {
    const p = f.productById(params.productId);
    if (!p || p.shelf !== SHELF_STATUS.onSale) return refuse('productUnavailable');
    const line = state.data.cart.find((i) => i.productId === p.id);
    const quantity = (line?.quantity ?? 0) + params.quantity;
    if (quantity > p.stock) return refuse('outOfStock');
    if (line) line.quantity = quantity;
    else
      state.data.cart.push({ id: state.nextId(), productId: p.id, name: p.name, image: p.image, price: p.price, quantity, stock: p.stock, selected: true, available: true, storeId: p.storeId, storeName: p.storeName });
    return cartOf(state);
  },
  cartQuantity: ({ params, state }) => {
    const line = state.data.cart.find((i) => i.id === params.id);
    if (!line) return refuse('notFound');
    if (params.quantity > line.stock) return refuse('outOfStock');
    line.quantity = params.quantity;
    return cartOf(state);
  },
  cartSelect: ({ params, state }) => {
    for (const line of state.data.cart) if (!params.ids || params.ids.includes(line.id)) line.selected = params.selected;
    return cartOf(state);
  },
  cartRemove: ({ params, state }) => {
    state.data.cart = state.data.cart.filter((i) => !params.ids.includes(i.id));
    return cartOf(state);
  },
};
