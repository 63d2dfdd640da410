// @vitest-environment node
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { migrate, SchemaTooNewError } from '../db/migrate';
import { configFromEnv } from '../config';
import { freePort } from '../testing/processes';
import { createTestServer, SETUP_TIMEOUT, signedHeaders, type TestServer } from '../testing/harness';

describe('health, readiness and schema version', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ engine: 'pglite' });
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  it('answers /healthz, and /readyz only while every known migration is applied', async () => {
    expect((await server.raw('/healthz')).status).toBe(200);
    expect((await (await server.raw("/readyz")).json()) as unknown).toEqual({ status: "ready" });
    const [last] = await queryRows<{ name: string }>(server.ctx.db, sql`SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1`);
    await server.ctx.db.execute(sql`DELETE FROM schema_migrations WHERE name = ${last!.name}`);
    expect((await server.raw('/readyz')).status).toBe(503);
    await server.ctx.db.execute(sql`INSERT INTO schema_migrations (name) VALUES (${last!.name})`);
    expect((await server.raw('/readyz')).status).toBe(200);
  });

  it('refuses to serve on a schema newer than it knows', async () => {
    await server.ctx.db.execute(sql`INSERT INTO schema_migrations (name) VALUES ('999_from_the_future.sql')`);
    await expect(migrate(server.ctx.database)).rejects.toThrow(SchemaTooNewError);
    await expect(migrate(server.ctx.database)).rejects.toThrow(/999_from_the_future/);
    await server.ctx.db.execute(sql`DELETE FROM schema_migrations WHERE name = '999_from_the_future.sql'`);
  });
});

describe('a graceful stop', () => {
  it('on SIGTERM turns /readyz away, finishes, closes the database and exits 0', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-stop-'));
    // A port the system says is free: a random pick once met the storm test's processes (EADDRINUSE).
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../main.ts')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        MESSAGE_WEBHOOK_URL: 'http://127.0.0.1:9/unused',
        DATA_DIR: dataDir,
        UPLOAD_DIR: path.join(dataDir, 'uploads'),
        PORT: String(port),
        SHUTDOWN_GRACE_SECONDS: '5',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    try {
      const started = Date.now();
      while (!output.includes('is running at')) {
        if (Date.now() - started > 50_000) throw new Error(`server did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
      // A request in flight when the signal comes (a login: a password hash takes a while) is answered.
      const headers = await signedHeaders(configFromEnv({} as NodeJS.ProcessEnv), { timestamp: Math.floor(Date.now() / 1000) });
      const inFlight = fetch(`http://127.0.0.1:${port}/api/login`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'nobody', password: 'not-the-password' }),
      });
      await new Promise((resolve) => setTimeout(resolve, 30));
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 200));
      // Draining (SHUTDOWN_DRAIN_SECONDS, 1 by default): still listening, and telling the proxy to go elsewhere.
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(503);
      expect((await (await inFlight).json()).data.reason).toBe('loginFailed');
      expect(await exited).toBe(0);
      expect(output).toContain('SIGTERM: finishing requests in flight');
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
