import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  url: string;
  port: number;
  stop: () => Promise<void>;
  /** Ends the process at once (SIGKILL), as a crash or a lost machine would: no graceful close. */
  kill: () => Promise<void>;
  log: () => string;
}

async function freePort(): Promise<number> {
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
 * Starts the real server (as the README's start command does, on the already built app) with a
 * fresh embedded database of its own, or on `databaseUrl` when given.
 */
export async function startServer(
  options: { databaseUrl?: string; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'market-e2e-'));
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'packages/server/src/main.ts'],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(dataDir, 'pglite'),
        UPLOAD_DIR: path.join(dataDir, 'uploads'),
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in 120 s:\n${output}`)),
      120_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  const exited = () =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise((resolve) => child.once('exit', resolve));
  return {
    url,
    port,
    log: () => output,
    kill: async () => {
      const done = exited();
      child.kill('SIGKILL');
      await done;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const done = exited();
        child.kill('SIGTERM');
        await done;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The newest verification code the server "sent" to `target` (development outbox). */
export async function codeFromOutbox(serverUrl: string, target: string): Promise<string> {
  const response = await fetch(`${serverUrl}/api/dev/outbox`);
  // Newest first, as the development outbox lists them.
  const body = (await response.json()) as { data: { recipient: string; body: string }[] };
  const message = body.data.find((row) => row.recipient === target.toLowerCase());
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${target}`);
  return code;
}
