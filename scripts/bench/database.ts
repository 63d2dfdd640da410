import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The local PostgreSQL (trust auth, as in CI); BENCH_DATABASE_URL overrides it. */
export const BASE_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

const withDatabase = (base: string, database: string) => {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
};

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty database `bench_<random>` on the server of BASE_DATABASE_URL (created and dropped
 * through its maintenance database `postgres`); the server migrates and seeds it on start.
 */
export async function createBenchDatabase(base = BASE_DATABASE_URL): Promise<BenchDatabase> {
  const name = `bench_${randomBytes(5).toString('hex')}`;
  const admin = withDatabase(base, 'postgres');
  await withClient(admin, (client) => client.query(`CREATE DATABASE ${name}`));
  let dropped = false;
  return {
    name,
    url: withDatabase(base, name),
    async drop() {
      if (dropped) return;
      dropped = true;
      // FORCE ends any connection still open (a server that did not stop in time).
      await withClient(admin, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
