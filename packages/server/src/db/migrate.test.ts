// @vitest-environment node
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { TEST_DATABASE_URL } from '../testing/harness';
import { openDatabase, type Database } from './client';
import { migrate, migrationFiles } from './migrate';

vi.setConfig({ testTimeout: 60_000 });

/**
 * Several server processes starting together on one PostgreSQL (WORKERS=N, or a rolling deploy)
 * each run `migrate` on their own connection. The advisory lock in migrate.ts makes them take
 * turns: the first applies everything, the others find it applied. Without it they run the same
 * DDL at once and all but one fail ("relation already exists", a duplicate key).
 */
describe('migrations started by several processes at once', () => {
  const schema = `test_migrate_${randomBytes(5).toString('hex')}`;
  const admin = () => new pg.Client({ connectionString: TEST_DATABASE_URL });
  const opened: Database[] = [];

  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    const client = admin();
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  it('applies every migration exactly once, and every migrator succeeds', async () => {
    const client = admin();
    await client.connect();
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.end();

    // Five "processes": each its own pool (one connection), all on the fresh, empty schema.
    for (let i = 0; i < 5; i++) {
      opened.push(await openDatabase({ url: TEST_DATABASE_URL, searchPath: schema, poolSize: 1 }));
    }
    const results = await Promise.allSettled(opened.map((database) => migrate(database)));
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const applied = results.map((result) => (result as PromiseFulfilledResult<string[]>).value);

    const known = migrationFiles();
    // One of them did all the work, in order; the others found nothing left to do.
    expect(applied.filter((names) => names.length > 0)).toEqual([known]);
    expect(applied.filter((names) => names.length === 0)).toHaveLength(4);

    const check = admin();
    await check.connect();
    const { rows } = await check.query<{ name: string; n: number }>(
      `SELECT name, count(*)::int AS n FROM ${schema}.schema_migrations GROUP BY name ORDER BY name`,
    );
    await check.end();
    expect(rows).toEqual(known.map((name) => ({ name, n: 1 })));

    // A later start (the next deploy) finds nothing to do as well.
    expect(await migrate(opened[0]!)).toEqual([]);
  });
});
