import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import type { Logger } from './context';

/**
 * `WORKERS=N`: N server processes behind one port, with Node's cluster module.
 *
 * Why cluster and not a process per core behind the proxy: one port and one service for the
 * proxy and the supervisor (systemd, a container) to know; the primary holds the listening socket,
 * so a worker that crashes or restarts never closes it and the kernel keeps queueing connections
 * for the others; and `kill -HUP` replaces workers one by one (a code deploy without a gap) with
 * no proxy reconfiguration. Node 20 has no SO_REUSEPORT in `listen`, which is what would make
 * separate processes on one port possible without a primary. Separate processes on separate
 * ports (one per core or per machine) work just as well behind nginx's upstream block, and that
 * is how several machines scale: nothing in a process must be shared (see docs/DEPLOY.md).
 *
 * Each worker is a whole server with its own PostgreSQL pool (DATABASE_POOL_SIZE each).
 */
export function workersFromEnv(env: NodeJS.ProcessEnv): number {
  const raw = env.WORKERS;
  if (raw === undefined || raw === '') return 1;
  if (raw === 'auto') return os.availableParallelism();
  const workers = Number(raw);
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
    throw new Error(`WORKERS must be a whole number from 1 to 64, or "auto" (got "${raw}")`);
  }
  return workers;
}

/** Why these settings cannot run several processes, or null when they can. */
export function workersProblem(workers: number, databaseUrl: string | undefined): string | null {
  if (workers <= 1 || databaseUrl) return null;
  return (
    `WORKERS=${workers} needs PostgreSQL (set DATABASE_URL). The embedded database (PGlite) lives ` +
    'inside one process and its folder cannot be opened by two; run one process on it (WORKERS=1, ' +
    'the default) or move to PostgreSQL (docs/DEPLOY.md).'
  );
}

/** A worker that stops this often within a minute is not restarted again: the primary gives up. */
const MAX_CRASHES_PER_MINUTE = 5;

/**
 * The primary: forks the workers and supervises them.
 * - A worker that exits before it listens failed to start (bad schema, unreachable database):
 *   the others are stopped and the primary exits 1, so a supervisor sees the failure.
 * - A worker that stops later (a crash) is replaced, unless crashes repeat too often.
 * - SIGTERM/SIGINT: every worker stops gracefully (see main.ts), then the primary exits 0.
 * - SIGHUP: a rolling restart, one worker at a time: a new one listens before the old one stops.
 */
export function runPrimary(workers: number, log: Logger, graceMs: number): void {
  let stopping = false;
  const listening = new WeakSet<Worker>();
  /** Workers being replaced on purpose (SIGHUP): their exit is expected. */
  const retiring = new WeakSet<Worker>();
  const crashes: number[] = [];

  const fork = () => {
    const worker = cluster.fork();
    worker.on('listening', () => listening.add(worker));
    return worker;
  };
  const alive = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker && !worker.isDead());

  const stopAll = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    for (const worker of alive()) worker.process.kill('SIGTERM');
    const done = () => {
      if (alive().length === 0) process.exit(exitCode);
    };
    cluster.on('exit', done);
    done();
    // Workers cut their own connections after the grace period; this is only a backstop.
    setTimeout(() => {
      for (const worker of alive()) worker.process.kill('SIGKILL');
      process.exit(exitCode || 1);
    }, graceMs + 5000).unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping || retiring.has(worker)) return;
    if (!listening.has(worker)) {
      log.error('a worker failed to start; stopping', { pid: worker.process.pid, code, signal });
      stopAll(code || 1);
      return;
    }
    const now = Date.now();
    crashes.push(now);
    while (crashes.length && crashes[0]! < now - 60_000) crashes.shift();
    if (crashes.length > MAX_CRASHES_PER_MINUTE) {
      log.error('workers keep stopping; giving up', { crashesLastMinute: crashes.length });
      stopAll(1);
      return;
    }
    log.error('a worker stopped; starting another', { pid: worker.process.pid, code, signal });
    fork();
  });

  let rolling = false;
  const rollingRestart = async () => {
    if (rolling || stopping) return;
    rolling = true;
    log.info('SIGHUP: replacing workers one at a time');
    for (const old of alive()) {
      if (stopping) break;
      const next = fork();
      const started = await new Promise<boolean>((resolve) => {
        next.once('listening', () => resolve(true));
        next.once('exit', () => resolve(false));
      });
      if (!started) break; // the exit handler above stops everything
      retiring.add(old);
      old.process.kill('SIGTERM');
      await new Promise((resolve) => old.once('exit', resolve));
    }
    rolling = false;
  };

  process.on('SIGTERM', () => stopAll(0));
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGHUP', () => void rollingRestart());

  log.info(`starting ${workers} workers`, { workers, pid: process.pid });
  for (let i = 0; i < workers; i++) fork();
}
