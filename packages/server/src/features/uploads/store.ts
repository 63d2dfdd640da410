import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { uploads, type UploadPurpose } from '../../db/schema';
import type { AuthUser } from '../../http/env';
import { ApiError } from '../../http/errors';
import { cleanImage } from './images';
import { storageFor } from './storage';

/** Purposes only the owner and staff may read; every other upload is a public image. */
export const PRIVATE_PURPOSES: ReadonlySet<UploadPurpose> = new Set(['identity', 'proof']);

export type UploadRow = typeof uploads.$inferSelect;

const EXTENSION = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

/** Where an answer points for an upload: public images load in an <img>, private ones through the signed client. */
export function uploadUrl(upload: Pick<UploadRow, 'id' | 'purpose'>): string {
  return PRIVATE_PURPOSES.has(upload.purpose)
    ? `/api/upload/file?id=${encodeURIComponent(upload.id)}`
    : `/api/upload/public/${encodeURIComponent(upload.id)}`;
}

/** The upload id an image URL of ours names, or null for anything else (outside URLs, data URIs). */
export function uploadIdFromUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://local.invalid');
  } catch {
    return null;
  }
  if (parsed.pathname === '/api/upload/file') return parsed.searchParams.get('id');
  const match = /^\/api\/upload\/public\/([A-Za-z0-9_-]{1,64})$/.exec(parsed.pathname);
  return match ? match[1]! : null;
}

/**
 * Re-encodes and stores an image under a random name (folder or object store); records its owner
 * and a SHA-256 of the stored bytes, so the same picture sent twice (a payment proof reused for a
 * second deposit) can be recognised: re-encoding the same input gives the same bytes.
 */
export async function saveUpload(
  ctx: AppContext,
  ownerId: number,
  purpose: UploadPurpose,
  input: Uint8Array,
  db: Db = ctx.db,
) {
  const image = await cleanImage(input);
  const id = randomBytes(16).toString('base64url');
  const fileName = `${randomBytes(16).toString('hex')}.${EXTENSION[image.mime]}`;
  const storage = storageFor(ctx.config);
  const meta = { mime: image.mime, private: PRIVATE_PURPOSES.has(purpose) };
  await storage.put(fileName, image.bytes, meta);
  try {
    const [row] = await db
      .insert(uploads)
      .values({
        id,
        ownerId,
        purpose,
        mime: image.mime,
        fileName,
        byteSize: image.bytes.byteLength,
        width: image.width,
        height: image.height,
        contentHash: createHash('sha256').update(image.bytes).digest('hex'),
      })
      .returning();
    return row!;
  } catch (error) {
    await storage.remove(fileName, meta).catch(() => undefined);
    throw error;
  }
}

/** Whether `viewer` may read `upload`: public images anyone; private ones their owner and staff. */
export function canRead(upload: UploadRow, viewer: AuthUser | null): boolean {
  if (!PRIVATE_PURPOSES.has(upload.purpose)) return true;
  return viewer !== null && (viewer.userId === upload.ownerId || viewer.role === 'staff');
}

/** The file of an upload the viewer may read; otherwise 404 (never telling "not yours" from "absent"). */
export async function readUpload(ctx: AppContext, id: string, viewer: AuthUser | null) {
  const [row] = await ctx.db.select().from(uploads).where(eq(uploads.id, id));
  if (!row || !canRead(row, viewer)) throw new ApiError('notFound');
  const bytes = await storageFor(ctx.config).get(row.fileName, { private: PRIVATE_PURPOSES.has(row.purpose) });
  // A row whose bytes are gone (a restore of the database without the files) is not found.
  if (!bytes) throw new ApiError('notFound');
  return { row, bytes };
}

/**
 * Resolves an image URL a request carries to one of the caller's own uploads with an allowed
 * purpose; anything else is a validation error on `field`. This is how identity photos and
 * payment proofs stay private: they must be private uploads of the person sending them.
 */
export async function ownedUpload(
  db: Db,
  url: string,
  ownerId: number,
  purposes: readonly UploadPurpose[],
  field: string,
): Promise<UploadRow> {
  const id = uploadIdFromUrl(url);
  const [row] = id ? await db.select().from(uploads).where(eq(uploads.id, id)) : [];
  if (!row || row.ownerId !== ownerId || !purposes.includes(row.purpose)) {
    throw new ApiError('validation', {}, { [field]: 'validation.ownUploadRequired' });
  }
  return row;
}
