import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { TEST_DATABASE_URL } from './harness';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAIN = path.join(SERVER_DIR, 'src/main.ts');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A fresh PostgreSQL schema and a DATABASE_URL whose connections use it (`options=-c
 * search_path=…`), so server processes started by a test see only their own tables.
 */
export async function freshSchema(): Promise<{ url: string; schema: string; drop(): Promise<void> }> {
  const schema = `test_proc_${randomBytes(5).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE SCHEMA ${schema}`);
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), schema, drop: () => admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`) };
}

/** Settings of a production start that needs nothing outside this machine. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  MESSAGE_WEBHOOK_URL: 'http://127.0.0.1:9/unused',
  LOG_FORMAT: 'json',
} as const;

export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>;
  /** Sends SIGTERM (or `signal`) and waits for the exit; SIGKILL after `killAfterMs`. */
  stop(signal?: NodeJS.Signals, killAfterMs?: number): Promise<number | string>;
}

/**
 * Starts `packages/server/src/main.ts` as its own process (as production runs it) and resolves
 * once it says "is running at" (`readyCount` times with WORKERS=N in production, one line a worker).
 */
export async function startServerProcess(options: {
  env: Record<string, string | undefined>;
  port?: number;
  timeoutMs?: number;
  readyCount?: number;
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM', killAfterMs = 20_000) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    const result = await exited;
    clearTimeout(timer);
    return result;
  };
  const server: ServerProcess = { url: `http://127.0.0.1:${port}`, port, pid: child.pid!, output: () => output, exited, stop };
  const timeoutMs = options.timeoutMs ?? 45_000;
  const started = Date.now();
  const readyCount = options.readyCount ?? 1;
  while (output.split('is running at').length - 1 < readyCount) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output}`);
    }
    if (Date.now() - started > timeoutMs) {
      await stop('SIGKILL');
      throw new Error(`the server did not start in ${timeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server;
}

/** The JSON lines a production process printed, parsed (other lines skipped). */
export function jsonLines(output: string): Array<Record<string, unknown>> {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        return {};
      }
    });
}
