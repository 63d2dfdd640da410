import { createApp } from './app';
import { memoryChatBus, postgresChatBus } from './features/chat/bus';
import { configFromEnv, productionProblems, type ServerConfig } from './config';
import { consoleLogger, systemClock, type AppContext, type Clock, type Logger } from './context';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Db } from './db/client';
import { migrate } from './db/migrate';
import { hashGate } from './features/account/hashing';
import { logAndStoreSender, webhookSender } from './features/account/outbox';
import { runSeeds } from './seed/runner';
import { createLedger } from './features/wallet/port';

/** A production start with settings that would put real money at risk; names each one. */
export class ProductionConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Refusing to start in production:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ProductionConfigError';
  }
}

export interface StartOptions {
  config?: ServerConfig;
  clock?: Clock;
  log?: Logger;
  seed?: boolean;
}

async function hasDemoData(db: Db): Promise<boolean> {
  const [table] = await queryRows<{ name: string | null }>(db, sql`SELECT to_regclass('seed_runs')::text AS name`);
  if (!table?.name) return false;
  const [row] = await queryRows<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM seed_runs`);
  return (row?.count ?? 0) > 0;
}

/** Opens the database (PGlite unless DATABASE_URL), migrates, seeds on first start, builds the app. */
export async function prepareServer(options: StartOptions = {}) {
  const config = options.config ?? configFromEnv();
  const problems = productionProblems(config);
  if (problems.length) throw new ProductionConfigError(problems);
  const log = options.log ?? consoleLogger;
  hashGate.configure(config.hashConcurrency, config.hashQueueLimit);
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    statementTimeoutMs: config.statementTimeoutMs,
    onPoolError: (message) => log.error(message),
  });
  if (!config.development && config.payPinKeys.length === 0) {
    log.warn('PAY_PIN_KEY is not set: payment passwords are stored with scrypt (~60 ms of CPU per cold payment); see docs/SECURITY.md');
  }
  const applied = await migrate(database);
  if (applied.length) log.info(`migrations applied: ${applied.join(', ')}`);
  if (!config.development && (await hasDemoData(database.db))) {
    await database.close();
    throw new ProductionConfigError([
      'the database holds demo data (accounts whose passwords are published); start production on an empty database',
    ]);
  }
  // PostgreSQL: one LISTEN connection per process, so sockets on any process hear every message.
  const chat = config.databaseUrl
    ? await postgresChatBus({ url: config.databaseUrl, onError: (message) => log.error(message) })
    : memoryChatBus();
  const ctx: AppContext = {
    chat,
    database,
    db: database.db,
    config,
    clock: options.clock ?? systemClock,
    log,
    ledger: createLedger(),
    sender: config.development
      ? logAndStoreSender(log)
      : webhookSender(config.messageWebhookUrl!, config.messageWebhookToken, log),
  };
  // Demo data (accounts with known passwords, a stocked catalogue, balances) is for development.
  if (options.seed !== false && config.development) {
    const seeded = await runSeeds(ctx);
    if (seeded.length) log.info(`demo data created: ${seeded.join(', ')}`);
  }
  return { ctx, app: createApp(ctx) };
}
