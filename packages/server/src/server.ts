import { createApp } from './app';
import { configFromEnv, type ServerConfig } from './config';
import { consoleLogger, systemClock, type AppContext, type Clock, type Logger } from './context';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { logAndStoreSender } from './services/outbox';
import { runSeeds } from './seed/runner';
import { createLedger } from './wallet/port';

export interface StartOptions {
  config?: ServerConfig;
  clock?: Clock;
  log?: Logger;
  seed?: boolean;
}

/** Opens the database (PGlite unless DATABASE_URL), migrates, seeds on first start, builds the app. */
export async function prepareServer(options: StartOptions = {}) {
  const config = options.config ?? configFromEnv();
  const log = options.log ?? consoleLogger;
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrate(database);
  if (applied.length) log.info(`migrations applied: ${applied.join(', ')}`);
  const ctx: AppContext = {
    database,
    db: database.db,
    config,
    clock: options.clock ?? systemClock,
    log,
    ledger: createLedger(),
    sender: logAndStoreSender(log),
  };
  if (options.seed !== false) {
    const seeded = await runSeeds(ctx);
    if (seeded.length) log.info(`demo data created: ${seeded.join(', ')}`);
  }
  return { ctx, app: createApp(ctx) };
}
