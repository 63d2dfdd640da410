// @vitest-environment node
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../config';
import { ApiError } from '../../http/errors';
import { createTestServer, ENGINES, SETUP_TIMEOUT, signedHeaders, type TestServer } from '../../testing/harness';
import { makeUser, type TestUser } from '../wallet/testing';
import { DECODE_MAX_WAIT_MS, DecodeGate, decodeGate } from './decodeGate';
import { cleanImage, COMPACT_MAX_PIXELS } from './images';

/** "Uploads within budget" (docs/SECURITY.md): the per-user rate and the bound on decodes. */

const tinyPng = () => sharp({ create: { width: 8, height: 6, channels: 3, background: '#3a7' } }).png().toBuffer();

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { status: 0 | 1; data: { reason?: string; params?: { seconds?: number }; width?: number } };
}

async function upload(server: TestServer, user: TestUser, bytes: Uint8Array): Promise<Answer> {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], 'a.png', { type: 'image/png' }));
  form.set('purpose', 'comment');
  const headers = await signedHeaders(server.ctx.config, { token: user.token, timestamp: Math.floor(server.clock.now().getTime() / 1000) });
  const response = await server.raw('/api/upload/image', { method: 'POST', headers, body: form });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Answer['body'] };
}

it('reads the upload budget from the environment', () => {
  expect(configFromEnv({})).toMatchObject({ uploadRatePerMinute: 20, uploadDecodeConcurrency: 2, uploadDecodeQueue: 64 });
  const set = configFromEnv({ UPLOAD_RATE_PER_MINUTE: '5', UPLOAD_DECODE_CONCURRENCY: '1', UPLOAD_DECODE_QUEUE: '8' });
  expect(set).toMatchObject({ uploadRatePerMinute: 5, uploadDecodeConcurrency: 1, uploadDecodeQueue: 8 });
  expect(() => configFromEnv({ UPLOAD_RATE_PER_MINUTE: '0' })).toThrow(/UPLOAD_RATE_PER_MINUTE/);
});

describe.each(ENGINES)('the per-user upload rate on %s', (engine) => {
  let server: TestServer;
  let png: Buffer;
  beforeAll(async () => {
    [server, png] = await Promise.all([createTestServer({ engine, poolSize: 12 }), tinyPng()]);
  }, SETUP_TIMEOUT);
  afterAll(() => server?.close());

  it('takes 20 uploads a minute, refuses the 21st with the seconds to wait, and takes more after the minute', async () => {
    expect(server.ctx.config.uploadRatePerMinute).toBe(20);
    const user = await makeUser(server);
    const other = await makeUser(server);
    for (let i = 0; i < 20; i++) {
      server.clock.advance(2_000); // 20 uploads over 40 s, all within one minute
      expect((await upload(server, user, png)).body.status).toBe(1);
    }
    // The minute began with the first upload, 43 s ago.
    server.clock.advance(5_000);
    const refused = await upload(server, user, png);
    expect(refused.status).toBe(429);
    expect(refused.body.data).toMatchObject({ reason: 'tooManyRequests', params: { seconds: 17 } });
    expect(refused.retryAfter).toBe('17');
    // The rate is each user's own.
    expect((await upload(server, other, png)).body.status).toBe(1);

    server.clock.advance(16_000);
    expect((await upload(server, user, png)).body.data).toMatchObject({ reason: 'tooManyRequests', params: { seconds: 1 } });
    server.clock.advance(1_000);
    for (let i = 0; i < 20; i++) expect((await upload(server, user, png)).body.status).toBe(1);
    expect((await upload(server, user, png)).body.data).toMatchObject({ reason: 'tooManyRequests', params: { seconds: 60 } });
  });

  it('counts a burst sent at once exactly: 30 in parallel, 20 taken', async () => {
    const user = await makeUser(server);
    const answers = await Promise.all(Array.from({ length: 30 }, () => upload(server, user, png)));
    expect(answers.filter((answer) => answer.body.status === 1)).toHaveLength(20);
    const refused = answers.filter((answer) => answer.body.status !== 1);
    expect(refused).toHaveLength(10);
    for (const answer of refused) expect(answer.body.data).toMatchObject({ reason: 'tooManyRequests', params: { seconds: 60 } });
  });
});

/** A task that runs until released, recording how many run at once. */
function tasks() {
  let running = 0;
  let most = 0;
  const order: string[] = [];
  const releases = new Map<string, () => void>();
  const task = (name: string) => () =>
    new Promise<string>((resolve) => {
      running++;
      most = Math.max(most, running);
      order.push(name);
      releases.set(name, () => {
        running--;
        resolve(name);
      });
    });
  const release = (name: string) => releases.get(name)!();
  return { task, release, order, most: () => most, started: (name: string) => releases.has(name) };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the decode gate', () => {
  it('never runs more than its concurrency at once, first come first served', async () => {
    const gate = new DecodeGate(2, 100, 60_000);
    let running = 0;
    let most = 0;
    const work = async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1 + Math.random() * 4));
      running--;
    };
    await Promise.all(Array.from({ length: 40 }, () => gate.run(work)));
    expect(most).toBe(2);
    expect(gate.highWater).toBe(2);
    expect(gate.stats).toEqual({ active: 0, running: 0, waiting: 0 });

    const { task, release, order } = tasks();
    const done = ['a', 'b', 'c', 'd'].map((name) => gate.run(task(name)));
    await tick();
    expect(order).toEqual(['a', 'b']);
    release('b');
    await tick();
    expect(order).toEqual(['a', 'b', 'c']);
    release('a');
    release('c');
    await tick();
    release('d');
    expect(await Promise.all(done)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('runs an image that must be held whole alone', async () => {
    const gate = new DecodeGate(2, 100, 60_000);
    const { task, release, order, most, started } = tasks();
    const a = gate.run(task('a'));
    const big = gate.run(task('big'), { exclusive: true });
    const b = gate.run(task('b'));
    await tick();
    // 'big' waits for 'a' to finish, and 'b' does not overtake it into the free slot.
    expect(order).toEqual(['a']);
    release('a');
    await tick();
    expect(order).toEqual(['a', 'big']);
    expect(started('b')).toBe(false);
    release('big');
    await tick();
    release('b');
    await Promise.all([a, big, b]);
    expect(most()).toBe(1);
  });

  it('refuses past its queue at once, and a wait past its limit, with the seconds to come back', async () => {
    const gate = new DecodeGate(1, 2, 80);
    const { task, release } = tasks();
    const running = gate.run(task('a'));
    const waiting = [gate.run(task('b')), gate.run(task('c'))];
    const refused = await gate.run(task('d')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ reason: 'tooManyRequests' });
    expect((refused as ApiError).params.seconds).toBeGreaterThanOrEqual(1);
    // 'a' holds the slot past the others' longest wait: both are refused, and leave the queue.
    const late = await Promise.all(waiting.map((wait) => wait.catch((error: unknown) => error)));
    expect(late.map((error) => (error as ApiError).reason)).toEqual(['tooManyRequests', 'tooManyRequests']);
    expect(gate.stats).toEqual({ active: 1, running: 1, waiting: 0 });
    release('a');
    await running;
    expect(gate.stats).toEqual({ active: 0, running: 0, waiting: 0 });
    expect(DECODE_MAX_WAIT_MS).toBeLessThan(30_000); // the proxy's read timeout (docs/DEPLOY.md)
  });
});

describe('cleanImage and the gate', () => {
  afterEach(() => decodeGate.configure(2, 64));

  it('decodes through the process gate: never more than its bound at once', async () => {
    decodeGate.configure(2, 64);
    decodeGate.highWater = 0;
    const png = await tinyPng();
    const images = await Promise.all(Array.from({ length: 12 }, () => cleanImage(png)));
    expect(images.every((image) => image.width === 8)).toBe(true);
    expect(decodeGate.highWater).toBe(2);

    // With the one slot taken and no room to wait, an upload is refused before it is decoded.
    decodeGate.configure(1, 0);
    const { task, release } = tasks();
    const holder = decodeGate.run(task('holder'));
    await expect(cleanImage(png)).rejects.toMatchObject({ reason: 'tooManyRequests' });
    release('holder');
    await holder;
  });

  it('re-encodes a large JPEG in one streaming pass, keeping its size', async () => {
    const side = Math.ceil(Math.sqrt(COMPACT_MAX_PIXELS)) + 16;
    const corners = Buffer.from([250, 20, 0, 0, 240, 40, 30, 0, 250, 250, 250, 0]);
    const jpeg = await sharp(corners, { raw: { width: 2, height: 2, channels: 3 } }).resize(side, side, { kernel: 'linear' }).jpeg().toBuffer();
    const clean = await cleanImage(jpeg);
    expect(clean).toMatchObject({ mime: 'image/jpeg', width: side, height: side });
    // Baseline (not progressive): written as the rows arrive.
    expect((await sharp(clean.bytes).metadata()).isProgressive).toBe(false);

    // One turned by its EXIF orientation is held whole (alone in the gate) and comes out upright.
    const turned = await sharp(corners, { raw: { width: 2, height: 2, channels: 3 } })
      .resize(4000, 3200, { kernel: 'linear' })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await cleanImage(turned)).toMatchObject({ mime: 'image/jpeg', width: 3200, height: 4000 });
  }, 30_000);
});
