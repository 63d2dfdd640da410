import { ApiError } from '../http/errors';
import { isEmojiName } from '@shop/api/pictures';
import { drawMedia, MAX_MEDIA_EMOJI, MEDIA_KINDS, type MediaKind } from '../media/art';
import type { RouteModule } from './types';

/** Demo pictures (public, unsigned: an <img> loads them). */
export const mediaRoutes: RouteModule = (app) => {
  app.get('/api/media/:kind/:file', (c) => {
    const kind = c.req.param('kind') as MediaKind;
    const match = /^([\w-]{1,40})((?:\.[a-z0-9-]{1,40})*)\.svg$/.exec(c.req.param('file'));
    if (!MEDIA_KINDS.includes(kind) || !match?.[1]) throw new ApiError('notFound');
    const emoji = match[2] ? match[2].slice(1).split('.') : [];
    if (emoji.length > MAX_MEDIA_EMOJI || !emoji.every(isEmojiName)) throw new ApiError('notFound');
    return c.body(drawMedia(kind, match[1], emoji), 200, {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });
};
