import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Migration files in the order they apply: `NNN_area.sql`, sorted by name. */
export function migrationFiles(dir = MIGRATIONS_DIR): string[] {
  return fs
    .readdirSync(dir)
    .filter((name) => /^\d+_[\w-]+\.sql$/.test(name))
    .sort();
}

export class SchemaTooNewError extends Error {
  constructor(readonly unknownMigrations: string[]) {
    super(`the database schema is newer than this server: it has migrations this release does not know (${unknownMigrations.join(', ')})`);
    this.name = 'SchemaTooNewError';
  }
}

/** Whether every migration this release knows is applied, and no other: what /readyz reports. */
export async function migrationsCurrent(database: Database, dir = MIGRATIONS_DIR): Promise<boolean> {
  let current = false;
  await database.transactionScript(async (run) => {
    const done = await run.query<{ name: string }>('SELECT name FROM schema_migrations');
    const known = migrationFiles(dir);
    current = done.length === known.length && done.every((row) => known.includes(row.name));
  });
  return current;
}

/**
 * Applies, in one transaction, every migration file not yet recorded in `schema_migrations`.
 * The advisory lock makes several server processes starting on one PostgreSQL wait for each other
 * instead of racing on the same DDL; the second one then finds everything applied.
 */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const applied: string[] = [];
  await database.transactionScript(async (run) => {
    await run.query('SELECT pg_advisory_xact_lock(727001)');
    await run.script(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = await run.query<{ name: string }>('SELECT name FROM schema_migrations');
    const seen = new Set(done.map((row) => row.name));
    const known = new Set(migrationFiles(dir));
    // A newer release migrated this database: an older process must not serve on a schema whose
    // meaning it does not know (a rolling restart that went backwards, say).
    const unknown = [...seen].filter((name) => !known.has(name)).sort();
    if (unknown.length) throw new SchemaTooNewError(unknown);
    for (const name of known) {
      if (seen.has(name)) continue;
      await run.script(fs.readFileSync(path.join(dir, name), 'utf8'));
      await run.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      applied.push(name);
    }
  });
  return applied;
}
