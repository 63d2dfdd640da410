import { ApiError } from '../http/errors';
import { parseMediaFile } from '@shop/api/pictures';
import { drawMedia } from '../media/art';
import type { RouteModule } from './types';

/** Demo pictures (public, unsigned: an <img> loads them). */
export const mediaRoutes: RouteModule = (app) => {
  app.get('/api/media/:kind/:file', (c) => {
    const request = parseMediaFile(c.req.param('kind'), c.req.param('file'));
    if (!request) throw new ApiError('notFound');
    return c.body(drawMedia(request.kind, request.seed, request.emoji), 200, {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });
};
