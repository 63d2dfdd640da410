import { ApiError } from '../http/errors';
import { parseMediaFile } from '@shop/api/pictures';
import { drawMedia } from './art';
import { webpOf } from './raster';
import type { RouteModule } from '../http/routeModule';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Demo pictures (public, unsigned: an <img> loads them). A client that takes WebP gets the picture
 * as WebP (media/raster.ts says why), any other the SVG drawing; the URL is the same for both.
 */
export const mediaRoutes: RouteModule = (app) => {
  app.get('/api/media/:kind/:file', async (c) => {
    const request = parseMediaFile(c.req.param('kind'), c.req.param('file'));
    if (!request) throw new ApiError('notFound');
    const draw = () => drawMedia(request.kind, request.seed, request.emoji);
    const headers = { 'cache-control': IMMUTABLE, vary: 'Accept' };
    if (/\bimage\/webp\b/.test(c.req.header('accept') ?? '')) {
      const webp = await webpOf(`${request.kind}/${c.req.param('file')}`, draw);
      return c.body(new Uint8Array(webp), 200, { ...headers, 'content-type': 'image/webp' });
    }
    return c.body(draw(), 200, { ...headers, 'content-type': 'image/svg+xml' });
  });
};
