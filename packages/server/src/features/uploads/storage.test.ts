// @vitest-environment node
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, signedHeaders, SETUP_TIMEOUT, type TestServer } from '../../testing/harness';
import { startLocalS3, type LocalS3 } from '../../testing/s3';
import { makeUser, type TestUser } from '../wallet/testing';
import { localStorage, s3SettingsFromEnv, s3Storage, storageFor, type FileStorage } from './storage';

vi.setConfig({ testTimeout: 30_000 });

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
}, SETUP_TIMEOUT);
afterAll(() => s3?.close());

const name = (ext = 'png') => `${randomBytes(16).toString('hex')}.${ext}`;
const bytes = (text: string) => new TextEncoder().encode(text);

describe.each([
  ['the local folder', () => localStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-store-')))],
  ['an S3-compatible store', () => s3Storage(s3.settings)],
] as const)('storage in %s', (label, make) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = make();
  });

  it('gives back what it stored, and nothing for a name it never stored', async () => {
    const file = name();
    await storage.put(file, bytes('front photo'), { mime: 'image/png', private: true });
    expect(new TextDecoder().decode((await storage.get(file, { private: true }))!)).toBe('front photo');
    expect(await storage.get(name(), { private: true })).toBeNull();
  });

  // The folder refuses an existing name itself. On S3 the put sends `If-None-Match: *`, which AWS
  // S3 and MinIO honour but s3rver ignores, so there only the 128 random bits of a name hold.
  it.runIf(label === 'the local folder')('never overwrites a stored file', async () => {
    const file = name('jpg');
    await storage.put(file, bytes('first'), { mime: 'image/jpeg', private: false });
    await expect(storage.put(file, bytes('second'), { mime: 'image/jpeg', private: false })).rejects.toThrow();
    expect(new TextDecoder().decode((await storage.get(file, { private: false }))!)).toBe('first');
  });

  it('removes, and refuses names that are not ours', async () => {
    const file = name('webp');
    await storage.put(file, bytes('gone soon'), { mime: 'image/webp', private: false });
    await storage.remove(file, { private: false });
    expect(await storage.get(file, { private: false })).toBeNull();
    await expect(storage.put('../escape.png', bytes('x'), { mime: 'image/png', private: false })).rejects.toThrow(/not an upload file name/);
    await expect(storage.get('a/b.png', { private: false })).rejects.toThrow(/not an upload file name/);
  });
});

describe('S3 settings from the environment', () => {
  it('is off without S3_BUCKET and reads the rest when it is set', () => {
    expect(s3SettingsFromEnv({})).toBeUndefined();
    expect(s3SettingsFromEnv({ S3_BUCKET: 'b' })).toEqual({
      bucket: 'b',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      accessKeyId: undefined,
      secretAccessKey: undefined,
      prefix: 'uploads/',
    });
    expect(
      s3SettingsFromEnv({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true', S3_PREFIX: 'shop', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }),
    ).toMatchObject({ endpoint: 'http://minio:9000', forcePathStyle: true, prefix: 'shop/', accessKeyId: 'k', secretAccessKey: 's' });
    expect(() => s3SettingsFromEnv({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(/go together/);
  });
});

describe('uploads through the server on an S3-compatible store', () => {
  let server: TestServer;
  let owner: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    server = await createTestServer({ config: { s3: s3.settings } });
    owner = await makeUser(server);
    other = await makeUser(server);
  }, SETUP_TIMEOUT);
  afterAll(() => server?.close());

  const headers = (user: TestUser | null) =>
    signedHeaders(server.ctx.config, { token: user?.token, timestamp: Math.floor(server.clock.now().getTime() / 1000) });
  const upload = async (purpose: string) => {
    const png = await sharp({ create: { width: 6, height: 4, channels: 3, background: '#248' } }).png().toBuffer();
    const form = new FormData();
    form.set('file', new File([new Uint8Array(png)], 'p.png', { type: 'image/png' }));
    form.set('purpose', purpose);
    const response = await server.raw('/api/upload/image', { method: 'POST', headers: await headers(owner), body: form });
    return ((await response.json()) as { data: { id: string; url: string } }).data;
  };

  it('keeps identity photos in the bucket, readable only through the server by their owner', async () => {
    const photo = await upload('identity');
    expect(photo.url).toMatch(/^\/api\/upload\/file\?id=/);
    const mine = await server.raw(photo.url, { headers: await headers(owner) });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect((await sharp(Buffer.from(await mine.arrayBuffer())).metadata()).width).toBe(6);
    expect((await server.raw(photo.url, { headers: await headers(other) })).status).toBe(404);
    expect((await server.raw(`/api/upload/public/${photo.id}`)).status).toBe(404);

    // The bytes are in the bucket under private/, and not in the local folder.
    const storage = storageFor(server.ctx.config);
    expect(storage.kind).toBe('s3');
    const [row] = await server.ctx.db.query.uploads.findMany({ where: (u, { eq }) => eq(u.id, photo.id) });
    expect(await storage.get(row!.fileName, { private: true })).not.toBeNull();
    expect(await storage.get(row!.fileName, { private: false })).toBeNull();
    expect(fs.existsSync(server.ctx.config.uploadDir)).toBe(false);
  });

  it('serves public images to anyone, cacheable for a year', async () => {
    const image = await upload('avatar');
    expect(image.url).toMatch(/^\/api\/upload\/public\//);
    const seen = await server.raw(image.url);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(seen.headers.get('content-type')).toBe('image/png');
  });
});
