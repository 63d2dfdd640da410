// @vitest-environment node
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, signedHeaders, type TestServer } from '../../testing/harness';
import { makeUser, type TestUser } from '../wallet/testing';
import { sniffImageType } from './images';
import { uploadIdFromUrl } from './store';

/** A photo as a phone takes it: JPEG with camera EXIF and GPS coordinates. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Model X', Copyright: 'secret-owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 45/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '100/1 30/1 0/1' },
    })
    .toBuffer();
}

async function uploadAs(
  server: TestServer,
  user: TestUser | null,
  bytes: Uint8Array,
  fields: { purpose?: string; name?: string; type?: string } = {},
) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], fields.name ?? 'photo.jpg', { type: fields.type ?? 'image/jpeg' }));
  if (fields.purpose !== undefined) form.set('purpose', fields.purpose);
  const headers = await signedHeaders(server.ctx.config, {
    token: user?.token,
    timestamp: Math.floor(server.clock.now().getTime() / 1000),
  });
  const response = await server.raw('/api/upload/image', { method: 'POST', headers, body: form });
  return { status: response.status, body: (await response.json()) as { status: number; data: { id: string; url: string; mime: string; width: number; height: number; reason?: string } } };
}

async function fetchPrivate(server: TestServer, user: TestUser | null, url: string) {
  const headers = await signedHeaders(server.ctx.config, { token: user?.token, timestamp: Math.floor(server.clock.now().getTime() / 1000) });
  return server.raw(url, { headers });
}

describe('uploads', () => {
  let server: TestServer;
  let owner: TestUser;
  let other: TestUser;
  let staff: TestUser;

  beforeAll(async () => {
    server = await createTestServer();
    owner = await makeUser(server);
    other = await makeUser(server);
    staff = await makeUser(server, { role: 'staff' });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('recognises images by their bytes only', async () => {
    expect(sniffImageType(await phonePhoto())).toBe('image/jpeg');
    expect(sniffImageType(await sharp({ create: { width: 2, height: 2, channels: 4, background: '#fff' } }).png().toBuffer())).toBe('image/png');
    expect(sniffImageType(await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } }).webp().toBuffer())).toBe('image/webp');
    expect(sniffImageType(new TextEncoder().encode('#!/bin/sh\nrm -rf /\n'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]))).toBeNull();
  });

  it('re-encodes a photo without its EXIF and location, under a random name', async () => {
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { status, body } = await uploadAs(server, owner, original, { purpose: 'avatar' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ mime: 'image/jpeg', width: 64, height: 48 });
    expect(body.data.url).toBe(`/api/upload/public/${body.data.id}`);
    const served = await server.raw(body.data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('secret-owner'))).toBe(false);
    expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('refuses a script renamed .jpg with an image type', async () => {
    const script = new TextEncoder().encode('#!/bin/sh\necho pwned\n');
    const { status, body } = await uploadAs(server, owner, script, { purpose: 'avatar', name: 'cat.jpg', type: 'image/jpeg' });
    expect(status).toBe(415);
    expect(body.data.reason).toBe('unsupportedFile');
  });

  it('refuses a JPEG header in front of garbage, and an SVG', async () => {
    const fake = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new TextEncoder().encode('<?php system($_GET[c]); ?>')]);
    expect((await uploadAs(server, owner, fake, { purpose: 'avatar' })).status).toBe(415);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    expect((await uploadAs(server, owner, svg, { purpose: 'avatar', name: 'a.png', type: 'image/png' })).status).toBe(415);
  });

  it('refuses an image over 5 MB', async () => {
    // Random noise barely compresses: a 1400x1400 RGB PNG is about 5.9 MB.
    const noise = Buffer.alloc(1400 * 1400 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width: 1400, height: 1400, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(big.byteLength).toBeGreaterThan(5 * 1024 * 1024);
    const { status, body } = await uploadAs(server, owner, big, { purpose: 'avatar', name: 'big.png', type: 'image/png' });
    expect(status).toBe(413);
    expect(body.data.reason).toBe('fileTooLarge');
  });

  it('refuses visitors, a missing file and an unknown purpose', async () => {
    const photo = await phonePhoto();
    expect((await uploadAs(server, null, photo, { purpose: 'avatar' })).status).toBe(403);
    expect((await uploadAs(server, owner, photo, { purpose: 'passport' })).status).toBe(400);
    expect((await uploadAs(server, owner, photo)).status).toBe(400);
  });

  it('shows identity photos to their owner and staff only', async () => {
    const { body } = await uploadAs(server, owner, await phonePhoto(), { purpose: 'identity' });
    const url = body.data.url;
    expect(url).toBe(`/api/upload/file?id=${body.data.id}`);
    expect((await fetchPrivate(server, owner, url)).status).toBe(200);
    expect((await fetchPrivate(server, staff, url)).status).toBe(200);
    expect((await fetchPrivate(server, other, url)).status).toBe(404);
    expect((await fetchPrivate(server, null, url)).status).toBe(404);
    // Not through the public path either, and not without the signed headers.
    expect((await server.raw(`/api/upload/public/${body.data.id}`)).status).toBe(404);
    expect((await server.raw(url)).status).toBe(401);
    const served = await fetchPrivate(server, owner, url);
    expect(served.headers.get('cache-control')).toContain('no-store');
  });

  it('reads our own image URLs back to upload ids', () => {
    expect(uploadIdFromUrl('/api/upload/file?id=abc_DEF-1')).toBe('abc_DEF-1');
    expect(uploadIdFromUrl('http://127.0.0.1:3000/api/upload/public/abc')).toBe('abc');
    expect(uploadIdFromUrl('https://elsewhere.example/x.jpg')).toBeNull();
    expect(uploadIdFromUrl('/api/upload/public/../../etc/passwd')).toBeNull();
  });
});
