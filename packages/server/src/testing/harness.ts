import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { computeSign, WIRE_VERSION } from '@shop/api/contract';
import pg from 'pg';
import { createApp } from '../app';
import { memoryChatBus, postgresChatBus } from '../features/chat/bus';
import { configFromEnv, type ServerConfig } from '../config';
import { silentLogger, type AppContext, type Clock, type Logger } from '../context';
import { openDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import { logAndStoreSender } from '../features/account/outbox';
import { runSeeds } from '../seed/runner';
import { createLedger } from '../features/wallet/port';
import { openPglite, snapshot, type Snapshot } from './snapshots';

/** The CI PostgreSQL (trust auth); override with TEST_DATABASE_URL. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type Engine = 'pglite' | 'postgres';

/** A clock tests can move: codes expire, locks lift, windows pass. */
export class TestClock implements Clock {
  constructor(private current = new Date('2026-11-20T10:00:00Z')) {}
  now() {
    return new Date(this.current);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
  set(date: Date) {
    this.current = new Date(date);
  }
}

export interface CallOptions {
  body?: unknown;
  token?: string | undefined;
  lang?: string;
  /** Override the signed timestamp (Unix seconds) to test the window. */
  timestamp?: number;
  /** Send these headers instead of a correct signature. */
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
}

export interface CallResult<T = unknown> {
  httpStatus: number;
  body: { status: 0 | 1; data: T; msg: string; code: number };
  headers: Headers;
}

export interface TestServer {
  ctx: AppContext;
  app: ReturnType<typeof createApp>;
  clock: TestClock;
  engine: Engine;
  /** PostgreSQL: the schema this server's tables live in (server processes a test starts can share it). */
  schema: string | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely; each asserts the fields it needs
  call<T = any>(method: 'GET' | 'POST', path: string, options?: CallOptions): Promise<CallResult<T>>;
  /** Another server (its own pool and app) on the same PostgreSQL schema, as a second process would be. */
  secondProcess(): Promise<{ app: ReturnType<typeof createApp>; ctx: AppContext; close(): Promise<void> }>;
  /** Raw fetch through the app (no signing), for images and provider pages. */
  raw(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  engine?: Engine;
  seed?: boolean;
  config?: Partial<ServerConfig>;
  /** PostgreSQL pool size (concurrency tests want more than the default). */
  poolSize?: number;
  /** Where the server logs (default: nowhere); the logging test captures a real logger's lines. */
  log?: Logger;
}

/** Signed request headers exactly as the client builds them. */
export async function signedHeaders(
  config: ServerConfig,
  options: { lang?: string | undefined; token?: string | undefined; timestamp: number },
): Promise<Record<string, string>> {
  const lang = options.lang ?? 'en';
  const timestamp = String(options.timestamp);
  const version = WIRE_VERSION;
  const headers: Record<string, string> = {
    lang,
    timestamp,
    version,
    sign: await computeSign({ lang, timestamp, version, token: options.token ?? null }, config.sign),
  };
  if (options.token) headers.authorization = options.token;
  return headers;
}

async function openTestDatabase(engine: Engine, poolSize?: number, pgliteState?: Snapshot) {
  if (engine === 'pglite') {
    // Its own copy of the run's migrated (or seeded) database: see testing/snapshots.ts.
    const database = await openPglite((pgliteState ?? (await migratedSnapshot())).tarball);
    return { database, schema: undefined, drop: async () => undefined };
  }
  // A fresh schema per test server so parallel test files never see each other's rows.
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const database = await openDatabase({ url: TEST_DATABASE_URL, searchPath: schema, poolSize });
  return {
    database,
    schema,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleanup.end();
    },
  };
}

/** The configuration every test server starts from: the development defaults, uploads in a folder of its own. */
function testConfig(overrides?: Partial<ServerConfig>): ServerConfig {
  const base = configFromEnv({ NODE_ENV: 'development' } as NodeJS.ProcessEnv);
  return { ...base, uploadDir: `/tmp/shop-test-uploads-${randomBytes(4).toString('hex')}`, ...overrides };
}

/** Migrations applied, nothing else: what every PGlite test server starts from. */
function migratedSnapshot(): Promise<Snapshot> {
  return snapshot('migrated', async () => {
    const database = await openPglite();
    try {
      await migrate(database);
      return { tarball: await database.dump() };
    } finally {
      await database.close();
    }
  });
}

/**
 * Migrated and seeded exactly as `createTestServer({ seed: true })` seeds: the default
 * configuration, a new TestClock (the seed dates coupons from it), no log. The seed is
 * deterministic (seed/types.ts) apart from password salts and upload names, which no test can
 * tell apart; the pictures it uploads are kept beside the snapshot and copied into each server's
 * own upload folder.
 */
function seededSnapshot(): Promise<Snapshot> {
  return snapshot('seeded', async (uploadDir) => {
    const database = await openPglite((await migratedSnapshot()).tarball);
    const log = silentLogger;
    try {
      await runSeeds({
        chat: memoryChatBus(),
        database,
        db: database.db,
        config: testConfig({ uploadDir }),
        clock: new TestClock(),
        log,
        ledger: createLedger(),
        sender: logAndStoreSender(log),
      });
      return { tarball: await database.dump() };
    } finally {
      await database.close();
    }
  });
}

export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const engine = options.engine ?? 'pglite';
  // A seeded snapshot only when the seed would run exactly as it ran for the snapshot: a test's own
  // configuration (an object store, other limits) or log could change what it writes or reports.
  const seeded = options.seed && engine === 'pglite' && !options.config && !options.log ? await seededSnapshot() : undefined;
  const { database, schema, drop } = await openTestDatabase(engine, options.poolSize, seeded);
  // PGlite servers come migrated; a PostgreSQL schema is migrated here (db/migrate.test.ts runs
  // the migrations themselves on both engines).
  if (engine === 'postgres') await migrate(database);
  const config = testConfig(options.config);
  if (seeded?.uploadDir && fs.existsSync(seeded.uploadDir)) fs.cpSync(seeded.uploadDir, config.uploadDir, { recursive: true });
  const clock = new TestClock();
  const log = options.log ?? silentLogger;
  const chat = schema ? await postgresChatBus({ url: TEST_DATABASE_URL, searchPath: schema }) : memoryChatBus();
  const ctx: AppContext = {
    chat,
    database,
    db: database.db,
    config,
    clock,
    log,
    ledger: createLedger(),
    sender: logAndStoreSender(log),
  };
  if (options.seed && !seeded) await runSeeds(ctx);
  const app = createApp(ctx);

  return {
    ctx,
    app,
    clock,
    engine,
    schema,
    async secondProcess() {
      if (!schema) throw new Error('a second process needs PostgreSQL');
      const other = await openDatabase({ url: TEST_DATABASE_URL, searchPath: schema, poolSize: options.poolSize });
      const otherChat = await postgresChatBus({ url: TEST_DATABASE_URL, searchPath: schema });
      const otherCtx: AppContext = { ...ctx, database: other, db: other.db, chat: otherChat };
      return {
        app: createApp(otherCtx),
        ctx: otherCtx,
        close: async () => {
          await otherChat.close();
          await other.close();
        },
      };
    },
    async call<T>(method: 'GET' | 'POST', path: string, callOptions: CallOptions = {}): Promise<CallResult<T>> {
      const query = callOptions.query
        ? '?' +
          new URLSearchParams(
            Object.entries(callOptions.query)
              .filter(([, value]) => value !== undefined)
              .map(([key, value]) => [key, String(value)]),
          ).toString()
        : '';
      const headers =
        callOptions.headers ??
        (await signedHeaders(config, {
          lang: callOptions.lang,
          token: callOptions.token,
          timestamp: callOptions.timestamp ?? Math.floor(clock.now().getTime() / 1000),
        }));
      const init: RequestInit = { method, headers: { ...headers } };
      if (callOptions.body !== undefined) {
        init.body = JSON.stringify(callOptions.body);
        (init.headers as Record<string, string>)['content-type'] = 'application/json';
      }
      const response = await app.request(path + query, init);
      const text = await response.text();
      let body: CallResult<T>['body'];
      try {
        body = JSON.parse(text);
      } catch {
        throw new Error(`${method} ${path}: not JSON (${response.status}): ${text.slice(0, 200)}`);
      }
      return { httpStatus: response.status, body, headers: response.headers };
    },
    raw: async (path, init) => app.request(path, init),
    async close() {
      await chat.close();
      await database.close();
      await drop();
    },
  };
}

/** PGlite's first start and a fresh migrated schema can take a while on a busy 2-core machine. */
export const SETUP_TIMEOUT = 60_000;

/** Both engines for `describe.each`; PostgreSQL is the one CI has at 127.0.0.1:5432. */
export const ENGINES: Engine[] = ['pglite', 'postgres'];

export type { Database };
