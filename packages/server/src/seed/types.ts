import type { AppContext } from '../context';
import type { Db } from '../db/client';

/**
 * One area's demo data. Seeds run once each (recorded in `seed_runs`), in list order, inside one
 * transaction; they must be deterministic (no randomness, no downloads).
 */
export interface SeedModule {
  name: string;
  run(db: Db, ctx: AppContext): Promise<void>;
}
