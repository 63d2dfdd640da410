import { cartEndpoints as api } from '@shop/api/contract';
import { route } from '../../http/route';
import type { RouteModule } from '../../http/routeModule';
import { addToCart, cart, cartCount, removeFromCart, selectCart, setCartQuantity } from './service';

/** The cart: every change answers the whole cart, in the shopper's language. */
export const cartRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  route(app, ctx, api.cartList, async (_input, { auth, lang }) => cart(db, auth.userId, lang));
  route(app, ctx, api.cartCount, async (_input, { auth }) => cartCount(db, auth.userId));
  route(app, ctx, api.cartAdd, async (input, { auth, lang }) => addToCart(db, auth.userId, input.productId, input.quantity, lang));
  route(app, ctx, api.cartQuantity, async (input, { auth, lang }) => setCartQuantity(db, auth.userId, input.id, input.quantity, lang));
  route(app, ctx, api.cartSelect, async (input, { auth, lang }) => selectCart(db, auth.userId, input.ids, input.selected, lang));
  route(app, ctx, api.cartRemove, async (input, { auth, lang }) => removeFromCart(db, auth.userId, input.ids, lang));
};
