// @vitest-environment node
import { afterAll, describe, expect, it, vi } from 'vitest';
import { workersFromEnv, workersProblem } from './cluster';
import { freshSchema, jsonLines, PRODUCTION_ENV, startServerProcess, type ServerProcess } from './testing/processes';

// Starting server processes (tsx, migrations) on a shared 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

describe('WORKERS', () => {
  it('reads a count or "auto", and refuses anything else', () => {
    expect(workersFromEnv({})).toBe(1);
    expect(workersFromEnv({ WORKERS: '3' })).toBe(3);
    expect(workersFromEnv({ WORKERS: 'auto' })).toBeGreaterThanOrEqual(1);
    for (const bad of ['0', '-1', '1.5', 'two', '65']) expect(() => workersFromEnv({ WORKERS: bad })).toThrow(/WORKERS must be/);
  });

  it('refuses several processes on the embedded database, with a clear message', async () => {
    expect(workersProblem(1, undefined)).toBeNull();
    expect(workersProblem(2, 'postgres://db/app')).toBeNull();
    expect(workersProblem(2, undefined)).toMatch(/WORKERS=2 needs PostgreSQL \(set DATABASE_URL\)/);

    const started = startServerProcess({ env: { ...PRODUCTION_ENV, WORKERS: '2', DATA_DIR: '/tmp/never-opened' } });
    await expect(started).rejects.toThrow(/exited \(1\)[\s\S]*Refusing to start: WORKERS=2 needs PostgreSQL[\s\S]*PGlite/);
  });

  describe('on PostgreSQL', () => {
    let server: ServerProcess | undefined;
    let drop: (() => Promise<void>) | undefined;
    afterAll(async () => {
      await server?.stop('SIGKILL');
      await drop?.();
    });

    it('runs two workers behind one port, both answering, and stops them all on SIGTERM', async () => {
      const database = await freshSchema();
      drop = database.drop;
      server = await startServerProcess({ env: { ...PRODUCTION_ENV, WORKERS: '2', DATABASE_URL: database.url }, readyCount: 2 });
      // Connections are spread over the workers: new connections, so no keep-alive pins one.
      for (let i = 0; i < 30; i++) {
        const response = await fetch(`${server.url}/readyz`, { headers: { connection: 'close' } });
        expect(response.status).toBe(200);
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      const requests = jsonLines(server.output()).filter((line) => line.msg === 'request' && line.route === '/readyz');
      expect(requests).toHaveLength(30);
      expect(new Set(requests.map((line) => line.pid)).size).toBe(2);
      // Both migrated at once without a fault (the advisory lock): each worker said it is running.
      expect(jsonLines(server.output()).filter((line) => String(line.msg).includes('is running at'))).toHaveLength(2);

      // SIGHUP replaces the workers one at a time; the port answers all along.
      const running = () => jsonLines(server!.output()).filter((line) => String(line.msg).includes('is running at')).length;
      process.kill(server.pid, 'SIGHUP');
      let failures = 0;
      const deadline = Date.now() + 45_000;
      while (running() < 4 && Date.now() < deadline) {
        const response = await fetch(`${server.url}/healthz`, { headers: { connection: 'close' } }).catch(() => null);
        if (response?.status !== 200) failures++;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(running()).toBe(4);
      expect(failures).toBe(0);

      expect(await server.stop('SIGTERM')).toBe(0);
      const stopped = jsonLines(server.output()).filter((line) => String(line.msg).startsWith('SIGTERM: finishing requests'));
      // Two old workers retired by SIGHUP, two new ones stopped now.
      expect(stopped).toHaveLength(4);
      // ~16 s on an idle machine: four worker starts; room for a busy CI.
    }, 150_000);
  });
});
