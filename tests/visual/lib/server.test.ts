import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic, type StaticServer } from './server';

let dir: string;
let server: StaticServer;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visual-serve-'));
  fs.writeFileSync(path.join(dir, 'iframe.html'), '<p>story</p>');
  fs.writeFileSync(path.join(dir, 'mockServiceWorker.js'), 'self;');
  fs.writeFileSync(path.join(os.tmpdir(), 'visual-secret.txt'), 'secret');
  server = await serveStatic(dir);
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('serveStatic', () => {
  it('listens on 127.0.0.1 and serves files with their type, ignoring the query', async () => {
    expect(server.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${server.origin}/iframe.html?id=kit-button--primary&globals=locale:ar`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toBe('<p>story</p>');
    const worker = await fetch(`${server.origin}/mockServiceWorker.js`);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
  });

  it('answers 404 for a missing file and never serves outside its folder', async () => {
    expect((await fetch(`${server.origin}/nope.js`)).status).toBe(404);
    const escape = await fetch(`${server.origin}/..%2fvisual-secret.txt`);
    expect(escape.status).not.toBe(200);
  });
});
