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
    for (const name of migrationFiles(dir)) {
      if (seen.has(name)) continue;
      await run.script(fs.readFileSync(path.join(dir, name), 'utf8'));
      await run.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      applied.push(name);
    }
  });
  return applied;
}
