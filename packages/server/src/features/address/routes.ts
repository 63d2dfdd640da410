import { addressEndpoints as api } from '@shop/api/contract';
import { route } from '../../http/route';
import type { RouteModule } from '../../http/routeModule';
import { getAddress, listAddresses, removeAddress, saveAddress, setDefaultAddress } from './service';

/** The shopper's delivery addresses. */
export const addressRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  route(app, ctx, api.addressList, async (_input, { auth }) => listAddresses(db, auth.userId));
  route(app, ctx, api.addressDetail, async (input, { auth }) => getAddress(db, auth.userId, input.id));
  route(app, ctx, api.addressSave, async (input, { auth }) => saveAddress(db, auth.userId, input));
  route(app, ctx, api.addressRemove, async (input, { auth }) => {
    await removeAddress(db, auth.userId, input.id, ctx.clock.now());
    return null;
  });
  route(app, ctx, api.addressSetDefault, async (input, { auth }) => setDefaultAddress(db, auth.userId, input.id));
};
