import { UPLOAD_MAX_BYTES, supportEndpoints } from '@shop/api/contract';
import { countInWindow } from '../../http/rateLimit';
import { requireUser } from '../../http/auth';
import { limitBody } from '../../http/bodyLimit';
import { ApiError } from '../../http/errors';
import { ok } from '../../http/envelope';
import { parseRequest, refuseControlCharacters, validationError } from '../../http/route';
import { UNSIGNED_PATH_PREFIXES } from '../../http/sign';
import { decodeGate } from './decodeGate';
import { readUpload, saveUpload, uploadUrl } from './store';
import type { RouteModule } from '../../http/routeModule';

/** Public images load in an <img>, which cannot send the signed headers. */
const PUBLIC_PREFIX = '/api/upload/public/';
UNSIGNED_PATH_PREFIXES.push(PUBLIC_PREFIX);

/** Room for the multipart envelope (boundaries, headers, the purpose field) around a 5 MB file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** The window of the per-user upload rate (`UPLOAD_RATE_PER_MINUTE`). */
const UPLOAD_RATE_WINDOW_SECONDS = 60;

export const uploadRoutes: RouteModule = (app, ctx) => {
  const endpoint = supportEndpoints.uploadImage;
  const tooLarge = () => new ApiError('fileTooLarge', { maxMegabytes: UPLOAD_MAX_BYTES / 1024 / 1024 });
  // One gate per process; its size is a setting ("Uploads within budget", docs/SECURITY.md).
  decodeGate.configure(ctx.config.uploadDecodeConcurrency, ctx.config.uploadDecodeQueue);

  app.post(
    endpoint.path,
    // Refuses an oversized body while it streams in, before anything is buffered or decoded.
    limitBody(UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD, tooLarge),
    async (c) => {
      const auth = requireUser(c);
      // The rate is counted before the body is read or anything decoded: one atomic upsert in
      // PostgreSQL (every process sees it), so a burst sent at once takes consecutive numbers
      // instead of all reading the same low count. Refused and failed uploads count too.
      const rate = await countInWindow(ctx.db, `upload:${auth.userId}`, ctx.clock.now(), {
        limit: ctx.config.uploadRatePerMinute,
        windowSeconds: UPLOAD_RATE_WINDOW_SECONDS,
      });
      if (!rate.allowed) throw new ApiError('tooManyRequests', { seconds: rate.retryAfterSeconds });
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        throw new ApiError('badRequest');
      }
      refuseControlCharacters(form);
      const file = form.file;
      // The declared type and name are the client's claim; only the bytes decide (cleanImage).
      if (file instanceof File && file.size > UPLOAD_MAX_BYTES) throw tooLarge();
      const purpose = endpoint.request.shape.purpose.safeParse(form.purpose);
      if (!purpose.success) throw validationError(purpose.error.issues.map((i) => ({ ...i, path: ['purpose'] })));
      if (!(file instanceof File) || file.size === 0) {
        throw new ApiError('validation', {}, { file: 'validation.uploadRequired' });
      }
      const row = await saveUpload(ctx, auth.userId, purpose.data, new Uint8Array(await file.arrayBuffer()));
      return ok(c, { id: row.id, url: uploadUrl(row), width: row.width, height: row.height, bytes: row.byteSize, mime: row.mime });
    },
  );

  const send = (bytes: Uint8Array, mime: string, isPrivate: boolean) =>
    new Response(new Uint8Array(bytes), {
      headers: {
        'content-type': mime,
        'content-length': String(bytes.byteLength),
        'x-content-type-options': 'nosniff',
        'content-disposition': 'inline',
        'cache-control': isPrivate ? 'private, no-store' : 'public, max-age=31536000, immutable',
      },
    });

  // Private files (identity photos, payment proofs) through the signed client: owner and staff only.
  app.get(supportEndpoints.uploadFile.path, async (c) => {
    const query = parseRequest(supportEndpoints.uploadFile.request, c.req.query());
    const { row, bytes } = await readUpload(ctx, query.id, c.get('auth'));
    return send(bytes, row.mime, true);
  });

  // Public images (avatars, logos, banners, product and chat pictures); private ones are 404 here.
  app.get(`${PUBLIC_PREFIX}:id`, async (c) => {
    refuseControlCharacters({ id: c.req.param('id') });
    const { row, bytes } = await readUpload(ctx, c.req.param('id'), null);
    return send(bytes, row.mime, false);
  });
};
