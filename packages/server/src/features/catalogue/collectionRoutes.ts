import { collectionEndpoints as api } from '@shop/api/contract';
import { route } from '../../http/route';
import type { RouteModule } from '../../http/routeModule';
import { clearHistory, listCollections, listFollows, listHistory, toggleCollection, toggleFollow } from './collections';

/** Collected products, browsing history and followed stores. */
export const collectionRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  const now = () => ctx.clock.now();
  route(app, ctx, api.collectionList, async (input, { auth, lang }) => listCollections(db, auth.userId, input, lang));
  route(app, ctx, api.collectionToggle, async (input, { auth }) =>
    toggleCollection(db, auth.userId, input.productId, input.collected, now()),
  );
  route(app, ctx, api.historyList, async (input, { auth, lang }) => listHistory(db, auth.userId, input, lang));
  route(app, ctx, api.historyClear, async (input, { auth }) => {
    await clearHistory(db, auth.userId, input.ids);
    return null;
  });
  route(app, ctx, api.followList, async (input, { auth, lang }) => listFollows(db, auth.userId, input, lang));
  route(app, ctx, api.followToggle, async (input, { auth }) => toggleFollow(db, auth.userId, input.storeId, input.followed, now()));
};
