import { ApiError } from '../http/errors';
import { drawMedia, MEDIA_KINDS, type MediaKind } from '../media/art';
import type { RouteModule } from './types';

/** Demo pictures (public, unsigned: an <img> loads them). */
export const mediaRoutes: RouteModule = (app) => {
  app.get('/api/media/:kind/:file', (c) => {
    const kind = c.req.param('kind') as MediaKind;
    const match = /^([\w-]{1,40})\.svg$/.exec(c.req.param('file'));
    if (!MEDIA_KINDS.includes(kind) || !match?.[1]) throw new ApiError('notFound');
    return c.body(drawMedia(kind, match[1]), 200, {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });
};
