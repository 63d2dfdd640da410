// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { categories, uploads, users } from '../db/schema';
import { storageFor } from '../features/uploads/storage';
import { createTestServer, type TestServer } from './harness';
import { snapshot } from './snapshots';

describe('test servers from the run snapshots', () => {
  let first: TestServer;
  let second: TestServer;
  let unseeded: TestServer;
  beforeAll(async () => {
    first = await createTestServer({ seed: true });
    second = await createTestServer({ seed: true });
    unseeded = await createTestServer();
  }, 120_000);
  afterAll(async () => {
    await Promise.all([first, second, unseeded].map((server) => server?.close()));
  });

  it('each have a database of their own', async () => {
    const count = async (server: TestServer) => (await server.ctx.db.select({ id: categories.id }).from(categories)).length;
    const before = await count(second);
    await first.ctx.db.insert(categories).values({ name: 'Only in the first', icon: '/icon.svg' });
    expect(await count(first)).toBe(before + 1);
    expect(await count(second)).toBe(before);
  });

  it('are migrated, and only seeded when asked', async () => {
    const migrations = async (server: TestServer) =>
      (await queryRows<{ name: string }>(server.ctx.db, sql`SELECT name FROM schema_migrations`)).length;
    expect(await migrations(unseeded)).toBeGreaterThan(0);
    expect(await migrations(unseeded)).toBe(await migrations(first));
    expect(await unseeded.ctx.db.select().from(users)).toEqual([]);
    expect((await first.ctx.db.select().from(users)).map((u) => u.username)).toContain('demo');
  });

  it('have the seed’s upload files in their own folder', async () => {
    const rows = await second.ctx.db.select().from(uploads);
    expect(rows.length).toBeGreaterThan(0);
    expect(second.ctx.config.uploadDir).not.toBe(first.ctx.config.uploadDir);
    for (const row of rows) {
      const bytes = await storageFor(second.ctx.config).get(row.fileName, { private: false });
      expect(bytes?.byteLength, row.fileName).toBe(row.byteSize);
    }
    // A file one server deletes stays with the other.
    const [row] = rows;
    fs.rmSync(path.join(second.ctx.config.uploadDir, row!.fileName));
    expect(fs.existsSync(path.join(first.ctx.config.uploadDir, row!.fileName))).toBe(true);
  });

  it('builds a state once and hands every caller the same one', async () => {
    let builds = 0;
    const build = async () => {
      builds += 1;
      return { tarball: new Blob(['state']) };
    };
    const [a, b] = await Promise.all([snapshot('test-once', build), snapshot('test-once', build)]);
    expect(builds).toBe(1);
    expect(a).toBe(b);
    expect(await (await snapshot('test-once', build)).tarball.text()).toBe('state');
  });
});
