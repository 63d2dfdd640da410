// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { migrate } from '../db/migrate';
import { createTestServer, ENGINES, SETUP_TIMEOUT, signedHeaders, type TestServer } from '../testing/harness';
import { sql } from 'drizzle-orm';

describe.each(ENGINES)('foundation on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ engine });
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  it('applies every migration once; a second run changes nothing', async () => {
    const rows = await queryRows<{ name: string }>(server.ctx.db, sql`SELECT name FROM schema_migrations ORDER BY name`);
    expect(rows.map((row) => row.name)).toContain('001_core.sql');
    expect(await migrate(server.ctx.database)).toEqual([]);
  });

  it('answers an unknown endpoint with the envelope and a translated message', async () => {
    const result = await server.call('GET', '/api/nothing/here');
    expect(result.httpStatus).toBe(404);
    expect(result.body).toMatchObject({ status: 0, data: { reason: 'notFound' }, code: 404 });
    expect(result.body.msg).not.toMatch(/^server\./);
  });

  it('refuses a request without a sign', async () => {
    const result = await server.call('GET', '/api/nothing/here', { headers: { lang: 'en' } });
    expect(result.httpStatus).toBe(401);
    expect(result.body.data).toEqual({ reason: 'badSign' });
    expect(result.body.status).toBe(0);
  });

  it('refuses a forged sign', async () => {
    const headers = await signedHeaders(server.ctx.config, { timestamp: Math.floor(server.clock.now().getTime() / 1000) });
    const result = await server.call('GET', '/api/nothing/here', { headers: { ...headers, sign: 'A'.repeat(64) } });
    expect(result.httpStatus).toBe(401);
  });

  it('refuses a replayed request outside the 300 s window, in both directions', async () => {
    const now = Math.floor(server.clock.now().getTime() / 1000);
    for (const timestamp of [now - 301, now + 301]) {
      const result = await server.call('GET', '/api/nothing/here', { timestamp });
      expect(result.httpStatus).toBe(401);
      expect(result.body.data.reason).toBe('clockSkew');
    }
    // Inside the window it passes the guard (and reaches the 404 of the unknown path).
    expect((await server.call('GET', '/api/nothing/here', { timestamp: now - 299 })).httpStatus).toBe(404);
  });

  it('translates by the lang header', async () => {
    const en = await server.call('GET', '/api/nothing/here', { lang: 'en' });
    const fr = await server.call('GET', '/api/nothing/here', { lang: 'fr' });
    expect(fr.body.msg).not.toBe(en.body.msg);
  });
});
