// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { UPLOAD_MAX_BYTES } from '@shop/api/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configFromEnv } from '../config';
import { createTestServer, SETUP_TIMEOUT, signedHeaders, type TestServer } from '../testing/harness';
import { makeUser } from '../features/wallet/testing';
import { OWN_LIMIT_PATHS } from './bodyLimit';

vi.setConfig({ testTimeout: 60_000 });

const MB = 1024 * 1024;
const encoder = new TextEncoder();

/**
 * A login body of `size` bytes, made while it is sent: the test's own memory stays flat, so what
 * grows is the server's. Given to fetch as a stream it goes out chunked, unless the request names
 * its Content-Length. (Not a Buffer: fetch copies one, and the copy would show up as growth.)
 */
function streamedLogin(size: number): ReadableStream<Uint8Array> {
  const head = encoder.encode('{"password":"secret-password","account":"');
  const tail = encoder.encode('"}');
  const filler = encoder.encode('a'.repeat(64 * 1024));
  let left = size - head.length - tail.length;
  let started = false;
  return new ReadableStream({
    pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(head);
      } else if (left > 0) {
        const chunk = left >= filler.length ? filler : filler.subarray(0, left);
        left -= chunk.length;
        controller.enqueue(chunk);
      } else {
        controller.enqueue(tail);
        controller.close();
      }
    },
  });
}

/**
 * Runs `send` and reports how far the process's memory rose above where it started, at the peak:
 * resident size, the JS heap, and buffers outside it (where a body read in would sit).
 */
async function peakGrowth<T>(send: () => Promise<T>): Promise<{ result: T; rss: number; heap: number; buffers: number }> {
  const start = process.memoryUsage();
  let rss = 0;
  let heap = 0;
  let buffers = 0;
  const sample = () => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss - start.rss);
    heap = Math.max(heap, now.heapUsed - start.heapUsed);
    buffers = Math.max(buffers, now.external + now.arrayBuffers - start.external - start.arrayBuffers);
  };
  const timer = setInterval(sample, 2);
  try {
    const result = await send();
    sample();
    return { result, rss, heap, buffers };
  } finally {
    clearInterval(timer);
  }
}

describe('request body limit', () => {
  let server: TestServer;
  let http: ServerType;
  let origin: string;

  beforeAll(async () => {
    server = await createTestServer();
    http = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => http.once('listening', resolve));
    origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await new Promise((resolve) => http?.close(resolve));
    await server?.close();
  });

  /** A signed POST over real HTTP, so that Content-Length and chunking are what a client sends. */
  const post = async (path: string, body: BodyInit, headers: Record<string, string> = {}) => {
    const signed = await signedHeaders(server.ctx.config, {
      lang: 'de',
      timestamp: Math.floor(server.clock.now().getTime() / 1000),
    });
    const response = await fetch(origin + path, {
      method: 'POST',
      headers: { ...signed, 'content-type': 'application/json', ...headers },
      body,
      duplex: 'half',
    } as RequestInit);
    return {
      status: response.status,
      // Closed after a refusal: the rest of that body would otherwise arrive as the next request.
      connection: response.headers.get('connection'),
      body: (await response.json()) as { status: number; code: number; msg: string; data: { reason?: string } },
    };
  };

  const refused = {
    status: 413,
    connection: 'close',
    body: { status: 0, code: 413, msg: 'Die Anfrage ist zu groß.', data: { reason: 'requestTooLarge' } },
  };

  // Read in, these 10 MB raise the process's memory by 20 to 55 MB (measured without the limit).
  it('refuses 10 MB of JSON by its Content-Length, before reading it', async () => {
    // The process's first fetch loads and compiles the HTTP client, which raised resident memory
    // by 28 MB once on a loaded machine: a small request first, so only the body is measured.
    await post('/api/login', JSON.stringify({ account: 'nobody', password: 'secret-password' }));
    const size = 10 * MB;
    const { result, ...growth } = await peakGrowth(() => post('/api/login', streamedLogin(size), { 'content-length': String(size) }));
    expect(result).toEqual(refused);
    for (const [kind, bytes] of Object.entries(growth)) expect(bytes, kind).toBeLessThan(20 * MB);
  });

  it('refuses 10 MB of JSON sent chunked, without Content-Length, once the limit is passed', async () => {
    const { result, ...growth } = await peakGrowth(() => post('/api/login', streamedLogin(10 * MB)));
    expect(result).toEqual(refused);
    for (const [kind, bytes] of Object.entries(growth)) expect(bytes, kind).toBeLessThan(20 * MB);
  });

  it('keeps to MAX_BODY_BYTES, and lets a body within it through to the contract check', async () => {
    expect(configFromEnv({}).maxBodyBytes).toBe(MB);
    expect(configFromEnv({ MAX_BODY_BYTES: '2048' }).maxBodyBytes).toBe(2048);
    for (const wrong of ['abc', '0', '-1', '1.5']) expect(() => configFromEnv({ MAX_BODY_BYTES: wrong })).toThrow(/MAX_BODY_BYTES/);
    const small = await createTestServer({ config: { maxBodyBytes: 2048 } });
    try {
      const headers = await signedHeaders(small.ctx.config, { timestamp: Math.floor(small.clock.now().getTime() / 1000) });
      const send = (size: number) =>
        small.raw('/api/login', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: streamedLogin(size), duplex: 'half' } as RequestInit);
      expect((await send(2049)).status).toBe(413);
      // Within the limit: read, then refused by the contract for an account name that long.
      expect((await send(2048)).status).toBe(400);
    } finally {
      await small.close();
    }
  });

  it('leaves uploads their own, larger limit, which holds chunked or not', async () => {
    const owner = await makeUser(server);
    const photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(photo.byteLength).toBeGreaterThan(server.ctx.config.maxBodyBytes);
    expect(photo.byteLength).toBeLessThan(UPLOAD_MAX_BYTES);
    // As much JSON is refused; the photo is stored.
    expect((await post('/api/login', streamedLogin(photo.byteLength))).status).toBe(413);
    const form = new FormData();
    form.set('file', new File([new Uint8Array(photo)], 'photo.png', { type: 'image/png' }));
    form.set('purpose', 'avatar');
    const headers = await signedHeaders(server.ctx.config, { token: owner.token, timestamp: Math.floor(server.clock.now().getTime() / 1000) });
    const stored = await fetch(`${origin}/api/upload/image`, { method: 'POST', headers, body: form });
    expect(stored.status).toBe(200);
    expect(((await stored.json()) as { data: { width: number } }).data.width).toBe(900);

    // Every path the general limit leaves alone refuses a body over its own.
    expect([...OWN_LIMIT_PATHS]).toEqual(['/api/upload/image']);
    const boundary = 'limit-test';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      Buffer.alloc(UPLOAD_MAX_BYTES + MB, 0xff),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const chunked = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < body.length; at += 64 * 1024) controller.enqueue(body.subarray(at, at + 64 * 1024));
          controller.close();
        },
      });
    const contentType = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    for (const path of OWN_LIMIT_PATHS) {
      for (const sent of [body, chunked()]) {
        const answer = await post(path, sent, contentType);
        expect(answer.status, path).toBe(413);
        expect(answer.body.data.reason, path).toBe('fileTooLarge');
      }
    }
  });
});
