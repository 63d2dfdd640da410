import fs from 'node:fs';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/**
 * The database handle every service takes. Both drivers (PGlite, node-postgres) produce a
 * `PgDatabase`, and a transaction is one too, so services accept either.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Runs a multi-statement SQL script in one transaction, holding a lock across processes. */
export type ScriptRunner = (
  work: (run: {
    script(text: string): Promise<void>;
    query<T>(text: string, params?: unknown[]): Promise<T[]>;
  }) => Promise<void>,
) => Promise<void>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Migrations need the raw client: PGlite runs several statements only through `exec`. */
  transactionScript: ScriptRunner;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string. Without it PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder; omitted means in memory (tests). */
  dataDir?: string | undefined;
  /** PostgreSQL only: run everything inside this schema (tests isolate themselves this way). */
  searchPath?: string | undefined;
  /**
   * PostgreSQL pool size per server process (default 10). Measured with `pnpm bench:api` on 2
   * cores: 20 connections paid 142-172 orders/s with p99 0.5 s, 10 paid 190 with p99 0.25 s; the
   * extra connections only queued inside PostgreSQL on the same hot rows and CPUs.
   */
  poolSize?: number | undefined;
  /**
   * PostgreSQL only: a statement running longer is cancelled (ms; 0 = never). A stuck query then
   * fails one request instead of holding a pooled connection, and a row lock, indefinitely.
   */
  statementTimeoutMs?: number | undefined;
  /** Where a pool error is reported (default stderr). */
  onPoolError?: ((message: string) => void) | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', (error) => (options.onPoolError ?? ((m) => console.error(m)))(`postgres pool error: ${error.message}`));
    return {
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      kind: 'postgres',
      transactionScript: async (work) => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          await work({
            // Without parameters node-postgres uses the simple protocol: many statements at once.
            script: async (text) => void (await client.query(text)),
            query: async <T>(text: string, params: unknown[] = []) =>
              (await client.query(text, params)).rows as T[],
          });
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  // Loaded only here: a server on PostgreSQL keeps PGlite's ~10 MB out of memory.
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await client.waitReady;
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    kind: 'pglite',
    transactionScript: (work) =>
      client.transaction(async (tx) => {
        await work({
          script: async (text) => void (await tx.exec(text)),
          query: async <T>(text: string, params: unknown[] = []) =>
            (await tx.query<T>(text, params)).rows,
        });
      }),
    close: () => client.close(),
  };
}

/** Raw SQL returning rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
