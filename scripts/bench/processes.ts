import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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

export interface ChildServer {
  url: string;
  pid: number;
  /** The last 64 kB the process printed (stdout and stderr), for error reports. */
  log(): string;
  stop(): Promise<void>;
}

const LOG_TAIL = 64 * 1024;

/**
 * Runs `node --import tsx <script>` from the repository root with PORT set to a free port and
 * resolves once it prints "is running at" (as the real server and the e2e harness do).
 */
export async function startNodeServer(
  script: string,
  options: {
    env: NodeJS.ProcessEnv;
    timeoutMs: number;
    onSpawn?: (pid: number) => void;
    nodeOptions?: string[];
    /** How many "is running at" lines mean ready (WORKERS=N in production: one per worker). */
    readyCount?: number;
  },
): Promise<ChildServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [...(options.nodeOptions ?? []), '--import', 'tsx', script], {
    cwd: REPO_ROOT,
    env: { ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid !== undefined) options.onSpawn?.(child.pid);
  let output = '';
  const append = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-LOG_TAIL);
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killTimer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killTimer);
  };

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${script} did not start in ${options.timeoutMs / 1000} s:\n${output}`));
    }, options.timeoutMs);
    const onData = () => {
      if (output.split('is running at').length - 1 >= (options.readyCount ?? 1)) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, log: () => output, stop };
}

/** A process and its descendants (WORKERS=N: the supervisor and its workers), from /proc. */
export function processTree(pid: number): number[] {
  const all = [pid];
  for (let i = 0; i < all.length; i++) {
    try {
      const children = fs.readFileSync(`/proc/${all[i]}/task/${all[i]}/children`, 'utf8').trim();
      if (children) all.push(...children.split(/\s+/).map(Number));
    } catch {
      // gone meanwhile
    }
  }
  return all;
}

function ownResidentMegabytes(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Resident memory in MB of a process and its children (all of a WORKERS=N server), from
 * /proc/<pid>/status; undefined once it is gone.
 */
export function residentMegabytes(pid: number): number | undefined {
  const own = ownResidentMegabytes(pid);
  if (own === undefined) return undefined;
  return processTree(pid)
    .slice(1)
    .reduce((sum, child) => sum + (ownResidentMegabytes(child) ?? 0), own);
}

/** Samples a process's RSS every `intervalMs`: the peak overall and the peak of the current window. */
export class RssSampler {
  peak = 0;
  samples = 0;
  private windowPeak = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly pid: number,
    intervalMs = 250,
  ) {
    this.sample();
    this.timer = setInterval(() => this.sample(), intervalMs);
  }

  private sample() {
    const mb = residentMegabytes(this.pid);
    if (mb === undefined) return;
    this.samples += 1;
    this.peak = Math.max(this.peak, mb);
    this.windowPeak = Math.max(this.windowPeak, mb);
  }

  /** Starts a new window (one scenario) and returns the peak of the one that ends. */
  nextWindow(): number {
    this.sample();
    const peak = this.windowPeak;
    this.windowPeak = 0;
    return peak;
  }

  stop() {
    this.sample();
    clearInterval(this.timer);
  }
}
