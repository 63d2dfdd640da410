import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { queryRows } from '../db/client';
import { seedModules } from './index';

/** Applies every seed module not yet recorded; several processes starting at once wait on a lock. */
export async function runSeeds(ctx: AppContext): Promise<string[]> {
  const applied: string[] = [];
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727002)`);
    await tx.execute(sql`CREATE TABLE IF NOT EXISTS seed_runs (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = await queryRows<{ name: string }>(tx, sql`SELECT name FROM seed_runs`);
    const seen = new Set(done.map((row) => row.name));
    for (const seed of seedModules) {
      if (seen.has(seed.name)) continue;
      await seed.run(tx, ctx);
      await tx.execute(sql`INSERT INTO seed_runs (name) VALUES (${seed.name})`);
      applied.push(seed.name);
    }
  });
  return applied;
}
