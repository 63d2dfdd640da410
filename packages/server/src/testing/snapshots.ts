import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { Database, Db } from '../db/client';
import * as schema from '../db/schema';

/**
 * Ready-made PGlite databases for test servers.
 *
 * A fresh PGlite runs initdb (a second WebAssembly instance) before it answers: 2.3-5.9 s on the
 * loaded 2-core CI machine, then the migrations and, for a seeded server, the seed (scrypt hashes,
 * generated pictures: about 2.7 s more). Loading a data folder dumped once takes about 0.6 s. So
 * each state ("migrated", "seeded") is built once per vitest run, dumped to a tarball in a folder
 * the unit project's global setup provides (tests/setup/unit-global.ts), and every test server
 * loads its own copy from it: each server still has its own independent database.
 *
 * Outside a vitest run that provides the folder, a state is built once per process instead.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder for this run's database snapshots, shared by every worker (tests/setup/unit-global.ts). */
    testSnapshotDir: string;
  }
}

/** A database state: the data folder as an uncompressed tarball, and the upload files it refers to. */
export interface Snapshot {
  tarball: Blob;
  /** Files the state's rows name (the seed's pictures), to copy into a server's upload folder. */
  uploadDir: string | undefined;
}

/** What a build gets: a folder for its upload files that lives as long as the snapshot. */
export type SnapshotBuilder = (uploadDir: string) => Promise<{ tarball: Blob }>;

/** How long a worker waits for another worker building the same state before building it itself. */
const WAIT_FOR_BUILDER_MS = 180_000;

let runDir: string | null | undefined;
/** The run's shared folder, or null (a process of its own: build in memory). */
function sharedDir(): string | null {
  if (runDir !== undefined) return runDir;
  try {
    const dir = inject('testSnapshotDir');
    runDir = typeof dir === 'string' && fs.existsSync(dir) ? dir : null;
  } catch {
    // Not inside a vitest worker.
    runDir = null;
  }
  return runDir;
}

const inProcess = new Map<string, Promise<Snapshot>>();

/** The named state: from this process's memory, the run's folder, or built now (once per run). */
export function snapshot(name: string, build: SnapshotBuilder): Promise<Snapshot> {
  let pending = inProcess.get(name);
  if (!pending) {
    pending = loadOrBuild(name, build);
    // A failed build is not cached: the next server tries again and reports its own error.
    pending.catch(() => inProcess.delete(name));
    inProcess.set(name, pending);
  }
  return pending;
}

async function loadOrBuild(name: string, build: SnapshotBuilder): Promise<Snapshot> {
  const dir = sharedDir();
  if (!dir) {
    const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-test-${name}-`));
    process.once('exit', () => fs.rmSync(uploadDir, { recursive: true, force: true }));
    const { tarball } = await build(uploadDir);
    return { tarball, uploadDir };
  }
  const file = path.join(dir, `${name}.tar`);
  const uploadDir = path.join(dir, `${name}-uploads`);
  const lock = path.join(dir, `${name}.building`);
  const ready = () => ({ tarball: new Blob([fs.readFileSync(file)]), uploadDir });
  if (fs.existsSync(file)) return ready();
  let mine = false;
  try {
    fs.mkdirSync(lock);
    fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
    mine = true;
  } catch {
    // Another worker is building it: wait for its tarball (renamed into place only when complete),
    // unless that worker is gone (a file that timed out ends its process mid-build).
    const until = Date.now() + WAIT_FOR_BUILDER_MS;
    while (Date.now() < until && !fs.existsSync(file) && fs.existsSync(lock) && builderAlive(lock)) await sleep(100);
    if (fs.existsSync(file)) return ready();
  }
  try {
    // A builder that gave up or died leaves no tarball; this worker then builds its own copy in a
    // folder of its own, so it never writes upload files beside another builder's.
    const target = mine ? uploadDir : fs.mkdtempSync(path.join(dir, `${name}-uploads-`));
    const { tarball } = await build(target);
    if (!mine) return { tarball, uploadDir: target };
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, new Uint8Array(await tarball.arrayBuffer()));
    fs.renameSync(temporary, file);
    return { tarball, uploadDir };
  } finally {
    if (mine) fs.rmSync(lock, { recursive: true, force: true });
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the process that took the lock still runs (true while it has not written its pid yet). */
function builderAlive(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(lock, 'pid'), 'utf8'));
  } catch {
    return true;
  }
  if (!pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** PGlite's compiled WebAssembly and its file bundle, read once per process rather than per server. */
let runtime: Promise<{ pgliteWasmModule: WebAssembly.Module; fsBundle: Blob }> | undefined;
function pgliteRuntime() {
  runtime ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [pgliteWasmModule, bundle] = await Promise.all([
      fs.promises.readFile(path.join(dist, 'pglite.wasm')).then((bytes) => WebAssembly.compile(bytes)),
      fs.promises.readFile(path.join(dist, 'pglite.data')),
    ]);
    return { pgliteWasmModule, fsBundle: new Blob([bundle]) };
  })();
  return runtime;
}

/**
 * An in-memory PGlite database loaded from a tarball (or a fresh one, running initdb, without),
 * wrapped exactly as `openDatabase` wraps PGlite (db/client.ts).
 */
export async function openPglite(tarball?: Blob): Promise<Database & { dump(): Promise<Blob> }> {
  const [{ PGlite }, { drizzle }, options] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    pgliteRuntime(),
  ]);
  const client: PGlite = await PGlite.create(tarball ? { ...options, loadDataDir: tarball } : options);
  return {
    db: drizzle({ client, schema }) as unknown as Db,
    kind: 'pglite',
    transactionScript: (work) =>
      client.transaction(async (tx) => {
        await work({
          script: async (text) => void (await tx.exec(text)),
          query: async <T>(text: string, params: unknown[] = []) => (await tx.query<T>(text, params)).rows,
        });
      }),
    close: () => client.close(),
    async dump() {
      // Every change on disk, not only in the write-ahead log, before the folder is copied.
      await client.exec('CHECKPOINT');
      return client.dumpDataDir('none');
    },
  };
}
