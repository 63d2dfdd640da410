// API throughput benchmark.
//   pnpm bench:api [--duration 10] [--warmup 2] [--connections 64] [--workers N] [--buyers 500] [--strict] [--pay-only] [--profile DIR]
//
// What it measures: requests per second (average) and p99 latency at 64 connections, with
// autocannon, for
//   - a bare Hono hello-world (scripts/bench/hello.ts), the ceiling of this machine and runtime;
//   - product list (a category's first page of 10), product detail, add to cart (signed in);
//   - create-and-pay by one buyer: buy-now order/create then order/payBalance of that order, per
//     iteration, counted as completed payments per second (the buyer's PIN is checked again and again);
//   - create-and-pay by --buyers distinct buyers, each paying once: every PIN is checked for the
//     first time (run by request count, not duration: 2 requests per buyer).
// With --workers N every scenario runs again on a WORKERS=N server (Node's cluster, one PostgreSQL
// pool per worker) and a table puts both side by side with the ratio.
// Where the time goes: CPU per request of the server's processes and of the PostgreSQL backends
// serving the benchmark database, read from /proc (PostgreSQL runs on this machine), and
// pg_stat_statements' execution time per request when that extension is loaded.
// How: a fresh PostgreSQL database bench_<random> (BENCH_DATABASE_URL, default the local trust
// server); a first server start migrates and seeds it, then the measured server
// (packages/server/src/main.ts, NODE_ENV=production, PAY_PIN_KEY made for the run) runs as a child
// process on a free port. Requests are signed like the app signs them. Each scenario runs a
// warm-up (not counted), then the measured run; autocannon runs in this process, on the same 2
// cores as the server. The server's RSS (all its processes) is sampled every 250 ms from /proc.
// After the create-and-pay runs the server is stopped and the money and stock invariants are
// checked in the database (the wallet's ledger audit among them).
// Exit code: 1 when an invariant breaks or the run fails; a missed target (throughput, latency,
// memory) is printed as MISSED and fails the run only with --strict.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MAX_MINOR } from '@shop/domain';
import { Api } from './bench/api';
import { createBenchDatabase } from './bench/database';
import { hashSecret } from '../packages/server/src/features/account/passwords';
import { CpuMeter } from './bench/cpu';
import { fundBuyer, makeBuyers, makeProductionLike, prepareFixtures, raiseStock, type Fixtures } from './bench/fixtures';
import { buyerBalance, buyerBalances, checkInvariants, productStock } from './bench/invariants';
import { measure, measureAmount, stopRunningLoad, type LoadSettings, type LoadTarget, type Measurement } from './bench/load';
import { RssSampler, startNodeServer } from './bench/processes';
import { comparisonTable, formatNumber as num, resultsTable, type Row, type Target } from './bench/report';
import { CreateAndPay, cartAdd, DistinctBuyersPay, LoginStorm, percentile, productDetail, productList } from './bench/scenarios';

const TARGETS = {
  productList: { requestsPerSecond: 1500, p99Ms: 100 },
  /** The product list while 40 wrong logins are always in flight (issue "Production safety"). */
  productListUnderLoginStorm: { p99Ms: 200 },
  createAndPay: { paysPerSecond: 300 },
  /** Many buyers paying once each: every PIN checked cold (issue "Scale-out"). */
  distinctBuyersPay: { paysPerSecond: 150 },
  serverRssMb: 300,
} as const;
/** Far above what 2 cores can pay per second: stock and money for this many never run out. */
const PAY_CEILING_PER_SECOND = 5000;
/** The server accepts a signed timestamp within ±300 s; headers are signed once per scenario. */
const MAX_SCENARIO_SECONDS = 280;

/** The key the measured server stores payment passwords under (PAY_PIN_KEY), made for this run. */
const BENCH_PIN_KEY = randomBytes(32).toString('hex');

const USAGE = `pnpm bench:api [--duration N] [--warmup N] [--connections N] [--workers N] [--buyers N] [--strict] [--pay-only] [--profile DIR]
  --duration N     measured seconds per scenario (default 10)
  --warmup N       warm-up seconds per scenario, not counted (default 2)
  --connections N  concurrent connections (default 64)
  --workers N      also run every scenario on a WORKERS=N server, printed next to one process with the ratio
  --buyers N       buyers in the distinct-buyers create-and-pay, each paying once (default 500)
  --strict         exit 1 when a target is missed (otherwise only a broken invariant exits 1)
  --pay-only       skip the read scenarios (product list, detail, add to cart)
  --profile DIR    write a V8 CPU profile of the measured server to DIR (open it in Chrome DevTools)`;

function readOptions() {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      connections: { type: 'string', default: '64' },
      workers: { type: 'string', default: '1' },
      buyers: { type: 'string', default: '500' },
      strict: { type: 'boolean', default: false },
      'pay-only': { type: 'boolean', default: false },
      profile: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const whole = (name: string, text: string, min: number) => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be a whole number >= ${min}\n${USAGE}`);
    return value;
  };
  const settings: LoadSettings = {
    durationSeconds: whole('duration', values.duration, 1),
    warmupSeconds: whole('warmup', values.warmup, 0),
    connections: whole('connections', values.connections, 1),
  };
  if (settings.durationSeconds + settings.warmupSeconds > MAX_SCENARIO_SECONDS) {
    throw new Error(`--warmup + --duration must stay within ${MAX_SCENARIO_SECONDS} s (the server's sign window is ±300 s)`);
  }
  return {
    settings,
    strict: values.strict,
    payOnly: values['pay-only'],
    profileDir: values.profile,
    workers: whole('workers', values.workers, 1),
    buyers: whole('buyers', values.buyers, 1),
  };
}

/** The server's output, shown when the run fails. */
let serverLog: (() => string) | undefined;

/** Things to undo, last first, once: on success, on failure and on ctrl-C. */
class Cleanup {
  private readonly steps: Array<() => Promise<void>> = [];
  private done: Promise<void> | undefined;
  add(step: () => Promise<void>) {
    this.steps.push(step);
  }
  run(): Promise<void> {
    this.done ??= (async () => {
      for (const step of this.steps.reverse()) {
        await step().catch((error: unknown) => console.error(`cleanup: ${String(error)}`));
      }
    })();
    return this.done;
  }
}

/**
 * The children get a plain environment: the default sign key, our port, database and mode. The
 * measured server is a production start: no demo data, no sandbox; codes would go to a gateway
 * (none is called here); it trusts X-Forwarded-For, as behind a proxy, so the login storm can
 * come from many addresses.
 */
function childEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['API_SIGN_KEY', 'API_SIGN_ALGORITHM', 'API_SIGN_WINDOW_SECONDS', 'DATABASE_URL', 'PUBLIC_ORIGIN']) delete env[name];
  return {
    ...env,
    NODE_ENV: 'production',
    MESSAGE_WEBHOOK_URL: 'http://127.0.0.1:9/unused',
    TRUST_PROXY: '1',
    // The buyer is funded once for the whole run, by one deposit far above a shopper's limit.
    DEPOSIT_MAX_CENTS: String(MAX_MINOR),
    PAY_PIN_KEY: BENCH_PIN_KEY,
    ...extra,
  };
}

interface ScenarioOptions {
  goal?: (row: Row) => Target;
  /** Runs between the warm-up and the measured run (reset counters). */
  beforeMeasured?: () => void | Promise<void>;
  /** The scenario's own unit of work, when it is not one request. */
  operations?: (measurement: Measurement) => NonNullable<Row['operations']>;
}

async function scenario(
  name: string,
  target: LoadTarget,
  settings: LoadSettings,
  rss: RssSampler,
  cpu: CpuMeter | undefined,
  options: ScenarioOptions = {},
): Promise<Row> {
  process.stdout.write(`  ${name}: ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s ... `);
  rss.nextWindow();
  const measurement = await measure(target, settings, async () => {
    await options.beforeMeasured?.();
    await cpu?.nextWindow(); // the warm-up's CPU is not counted
  });
  const row: Row = { scenario: name, measurement, peakRssMb: rss.nextWindow() };
  if (cpu) row.cpu = perRequest(await cpu.nextWindow(), measurement);
  if (options.operations) row.operations = options.operations(measurement);
  if (options.goal) row.target = options.goal(row);
  const operations = row.operations ? `${num(row.operations.perSecond)} ${row.operations.label}/s, ` : '';
  console.log(`${operations}${num(measurement.requestsPerSecond)} req/s, p99 ${num(measurement.p99Ms)} ms`);
  return row;
}

const failedRequests = (row: Row) => row.measurement.non2xx + row.measurement.mismatches + row.measurement.errors;

function productListGoal(row: Row): Target {
  const { requestsPerSecond, p99Ms } = TARGETS.productList;
  const m = row.measurement;
  const misses = [
    m.requestsPerSecond < requestsPerSecond ? `${num(m.requestsPerSecond)} req/s < ${num(requestsPerSecond)}` : '',
    m.p99Ms >= p99Ms ? `p99 ${num(m.p99Ms)} ms >= ${p99Ms}` : '',
    failedRequests(row) ? `${num(failedRequests(row))} failed requests` : '',
  ].filter(Boolean);
  return { text: `>= ${num(requestsPerSecond)} req/s, p99 < ${p99Ms} ms`, met: misses.length === 0, miss: misses.join(', ') };
}

function stormGoal(row: Row, calm: Row): Target {
  const { p99Ms } = TARGETS.productListUnderLoginStorm;
  const m = row.measurement;
  const misses = [m.p99Ms >= p99Ms ? `p99 ${num(m.p99Ms)} ms >= ${p99Ms}` : '', failedRequests(row) ? `${num(failedRequests(row))} failed requests` : '']
    .filter(Boolean);
  return {
    text: `p99 < ${p99Ms} ms (without the storm: ${num(calm.measurement.p99Ms)} ms)`,
    met: misses.length === 0,
    miss: misses.join(', '),
  };
}

function createAndPayGoal(row: Row): Target {
  const pays = row.operations?.perSecond ?? 0;
  const misses = [
    pays < TARGETS.createAndPay.paysPerSecond ? `${num(pays)} pays/s < ${TARGETS.createAndPay.paysPerSecond}` : '',
    failedRequests(row) ? `${num(failedRequests(row))} failed requests` : '',
  ].filter(Boolean);
  return { text: `>= ${TARGETS.createAndPay.paysPerSecond} pays/s`, met: misses.length === 0, miss: misses.join(', ') };
}

async function benchHelloWorld(settings: LoadSettings, cleanup: Cleanup): Promise<Row> {
  const hello = await startNodeServer('scripts/bench/hello.ts', { env: childEnvironment({}), timeoutMs: 60_000 });
  cleanup.add(hello.stop);
  const rss = new RssSampler(hello.pid);
  try {
    const target = { url: `${hello.url}/`, verifyBody: (body: unknown) => String(body) === 'Hello Hono!' };
    return { ...(await scenario('bare Hono hello-world', target, settings, rss, undefined)), note: '(reference: the ceiling)' };
  } finally {
    rss.stop();
    await hello.stop(); // it must not take CPU from the server measured next
  }
}

async function startServer(
  databaseUrl: string,
  workDir: string,
  cleanup: Cleanup,
  options: { profileDir?: string | undefined; mode?: 'production' | 'development'; workers?: number } = {},
) {
  const { profileDir, mode = 'production', workers = 1 } = options;
  let rss: RssSampler | undefined;
  const server = await startNodeServer('packages/server/src/main.ts', {
    nodeOptions: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [],
    env: childEnvironment({
      DATABASE_URL: databaseUrl,
      UPLOAD_DIR: path.join(workDir, 'uploads'),
      DATA_DIR: path.join(workDir, 'pglite'),
      NODE_ENV: mode,
      WORKERS: String(workers),
    }),
    timeoutMs: 180_000,
    readyCount: mode === 'production' ? workers : 1,
    // Sampled from the first moment, so the start counts too.
    onSpawn: (pid) => (rss = new RssSampler(pid)),
  });
  serverLog = server.log;
  cleanup.add(server.stop);
  cleanup.add(async () => rss?.stop());
  return { server, rss: rss! };
}

/**
 * A development start on the empty database migrates it and creates the demo catalogue (images
 * made with sharp), once, in a server of its own; the bench then replaces the demo accounts'
 * published passwords (makeProductionLike), and the measured production server starts on it, as
 * every later start does.
 */
async function seedDatabase(databaseUrl: string, workDir: string, cleanup: Cleanup) {
  const started = Date.now();
  const { server, rss } = await startServer(databaseUrl, workDir, cleanup, { mode: 'development' });
  await server.stop();
  rss.stop();
  const accounts = await makeProductionLike(databaseUrl, hashSecret);
  return { seconds: (Date.now() - started) / 1000, peakRssMb: rss.peak, accounts };
}

/** Enough stock and money that neither can run out before the run ends, whatever the speed. */
async function provision(api: Api, databaseUrl: string, fixtures: Fixtures, settings: LoadSettings) {
  const units = PAY_CEILING_PER_SECOND * (settings.warmupSeconds + settings.durationSeconds + 10);
  await raiseStock(databaseUrl, fixtures.productId, units);
  const money = Math.min(MAX_MINOR, fixtures.orderAmount * units);
  await fundBuyer(api, fixtures, money);
  return { units, money };
}

interface Phase {
  workers: number;
  rows: Row[];
  flow: CreateAndPay;
  distinct: DistinctBuyersPay;
  invariants: Array<{ title: string; result: Awaited<ReturnType<typeof checkInvariants>> }>;
  memory: { startupPeak: number; loadPeak: number; peak: number; samples: number };
  statements: boolean;
}

interface Shared {
  settings: LoadSettings;
  database: { name: string; url: string };
  workDir: string;
  accounts: Awaited<ReturnType<typeof seedDatabase>>['accounts'];
  cleanup: Cleanup;
  profileDir: string | undefined;
  payOnly: boolean;
  buyers: number;
}

/** One measured server (WORKERS=workers) from start to stop: every scenario, then the invariants. */
async function serverPhase(workers: number, shared: Shared): Promise<Phase> {
  const { settings, database, workDir, cleanup } = shared;
  const label = workers === 1 ? 'one process' : `WORKERS=${workers}`;
  console.log(`\n${label}:`);
  const started = Date.now();
  const { server, rss } = await startServer(database.url, workDir, cleanup, { profileDir: shared.profileDir, workers });
  const api = new Api(server.url);
  const fixtures = await prepareFixtures(api, shared.accounts);
  const provisioned = await provision(api, database.url, fixtures, settings);
  const startupPeak = rss.nextWindow();
  console.log(
    `  measured server (NODE_ENV=production, ${label}) ready and set up in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `category ${fixtures.categoryId}, product ${fixtures.productId} (stock raised to ${num(provisioned.units)}), ` +
      `buyer ${fixtures.buyer.id} funded with ${num(provisioned.money)} minor units by an approved deposit, one order costs ${num(fixtures.orderAmount)}`,
  );
  const cpu = await CpuMeter.start(server.pid, database.name, database.url);
  cleanup.add(() => cpu.stop());
  const rows: Row[] = [];

  if (!shared.payOnly) {
    const listRow = await scenario('product list', await productList(server.url, fixtures), settings, rss, cpu, { goal: productListGoal });
    rows.push(listRow);
    const storm = new LoginStorm(server.url, 40);
    storm.start();
    try {
      const stormRow = await scenario('product list, 40 wrong logins in flight', await productList(server.url, fixtures), settings, rss, cpu, {
        goal: (row) => stormGoal(row, listRow),
      });
      rows.push(stormRow);
    } finally {
      await storm.stop();
    }
    console.log(`    the storm's logins were answered ${storm.summary()} (HTTP status: count)`);
    rows.push(await scenario('product detail', await productDetail(server.url, fixtures), settings, rss, cpu));
    rows.push(await scenario('add to cart', await cartAdd(server.url, fixtures), settings, rss, cpu));
  }

  const balanceBefore = await buyerBalance(database.url, fixtures.buyer.id);
  const stockBefore = await productStock(database.url, fixtures.productId);
  const flow = new CreateAndPay(fixtures);
  rows.push(
    await scenario('create-and-pay, one buyer (2 requests)', await flow.target(server.url), settings, rss, cpu, {
      goal: createAndPayGoal,
      beforeMeasured: () => flow.resetCounters(),
      operations: (m) => ({ label: 'pays', perSecond: flow.paid / m.durationSeconds }),
    }),
  );

  // Requests autocannon abandoned at the end may still be finishing in the server: let them, then
  // the one-buyer run's stock is final (the next run raises it).
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const stockAfter = await productStock(database.url, fixtures.productId);

  // Many buyers, each paying once: every PIN is checked for the first time.
  const made = Date.now();
  // One spare per connection: creates already under way when the last buyer pays use them.
  const buyers = await makeBuyers(database.url, shared.buyers + settings.connections, BENCH_PIN_KEY, fixtures.orderAmount * 2);
  await raiseStock(database.url, fixtures.productId, (await productStock(database.url, fixtures.productId)) + buyers.length);
  const distinctStockBefore = await productStock(database.url, fixtures.productId);
  const distinctBalances = await buyerBalances(database.url, buyers.map((b) => b.id));
  console.log(`  ${num(buyers.length)} buyers made (session, address, balance, keyed PIN) in ${((Date.now() - made) / 1000).toFixed(1)} s`);
  const distinct = new DistinctBuyersPay(buyers, fixtures.productId, shared.buyers, stopRunningLoad);
  rows.push(await distinctScenario(`create-and-pay, ${num(shared.buyers)} buyers once each`, distinct, server.url, shared.buyers, settings.connections, rss, cpu));

  // Stopped before the checks: nothing is in flight any more, so the database is final.
  await server.stop();
  rss.stop();
  await cpu.stop();
  const invariants = [
    {
      title: 'create-and-pay, one buyer',
      result: await checkInvariants(database.url, {
        buyers: [{ id: fixtures.buyer.id, balanceBefore }],
        productId: fixtures.productId,
        keyPrefix: flow.keyPrefix,
        stockBefore,
        stockAfter,
        confirmedOrderIds: flow.confirmedOrderIds,
      }),
    },
    {
      title: `create-and-pay, ${num(shared.buyers)} buyers`,
      result: await checkInvariants(database.url, {
        buyers: buyers.map((b) => ({ id: b.id, balanceBefore: distinctBalances.get(b.id) ?? 0 })),
        productId: fixtures.productId,
        keyPrefix: distinct.keyPrefix,
        stockBefore: distinctStockBefore,
        confirmedOrderIds: distinct.confirmedOrderIds,
      }),
    },
  ];
  const memory = { startupPeak, loadPeak: Math.max(...rows.map((r) => r.peakRssMb ?? 0)), peak: rss.peak, samples: rss.samples };
  return { workers, rows, flow, distinct, invariants, memory, statements: cpu.hasStatements };
}

async function distinctScenario(
  name: string,
  flow: DistinctBuyersPay,
  origin: string,
  count: number,
  connections: number,
  rss: RssSampler,
  cpu: CpuMeter,
): Promise<Row> {
  process.stdout.write(`  ${name}: until ${num(count)} have paid ... `);
  rss.nextWindow();
  await cpu.nextWindow();
  // Ends when `count` buyers are through; the amount is only a bound.
  const measurement = await measureAmount(await flow.target(origin), connections, count * 4);
  const row: Row = { scenario: name, measurement, peakRssMb: rss.nextWindow() };
  row.cpu = perRequest(await cpu.nextWindow(), measurement);
  row.operations = { label: 'pays', perSecond: flow.paid / measurement.durationSeconds };
  row.target = distinctGoal(row);
  console.log(`${num(row.operations.perSecond)} pays/s, ${num(measurement.requestsPerSecond)} req/s, p99 ${num(measurement.p99Ms)} ms`);
  return row;
}

async function main(
  settings: LoadSettings,
  { strict, payOnly, profileDir, workers, buyers }: { strict: boolean; payOnly: boolean; profileDir?: string | undefined; workers: number; buyers: number },
  cleanup: Cleanup,
): Promise<number> {
  console.log(
    `API benchmark: ${settings.connections} connections, ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s measured per scenario, ` +
      `${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} at the start`,
  );
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  cleanup.add(async () => fs.rmSync(workDir, { recursive: true, force: true }));
  const database = await createBenchDatabase();
  cleanup.add(() => database.drop());
  console.log(`PostgreSQL database ${database.name} created (dropped at the end)\n`);

  const hello = await benchHelloWorld(settings, cleanup);

  const seeding = await seedDatabase(database.url, workDir, cleanup);
  console.log(`  first server start: migrated and seeded in ${seeding.seconds.toFixed(1)} s (peak RSS ${num(seeding.peakRssMb)} MB), stopped`);
  const shared: Shared = { settings, database, workDir, accounts: seeding.accounts, cleanup, profileDir, payOnly, buyers };
  const phases = [await serverPhase(1, shared)];
  if (workers > 1) phases.push(await serverPhase(workers, shared));
  return report({ hello, phases, strict });
}

/** CPU ms per request of the server and of PostgreSQL over a measured run. */
function perRequest(used: { appMs: number; dbMs: number; pgExecMs: number | undefined }, m: Measurement): NonNullable<Row['cpu']> {
  const requests = Math.max(1, m.requestsPerSecond * m.durationSeconds);
  return {
    appMs: used.appMs / requests,
    dbMs: used.dbMs / requests,
    pgExecMs: used.pgExecMs === undefined ? undefined : used.pgExecMs / requests,
    appShare: used.appMs / (m.durationSeconds * 1000 * os.cpus().length),
    dbShare: used.dbMs / (m.durationSeconds * 1000 * os.cpus().length),
  };
}

function distinctGoal(row: Row): Target {
  const pays = row.operations?.perSecond ?? 0;
  const misses = [
    pays < TARGETS.distinctBuyersPay.paysPerSecond ? `${num(pays)} pays/s < ${TARGETS.distinctBuyersPay.paysPerSecond}` : '',
    failedRequests(row) ? `${num(failedRequests(row))} failed requests` : '',
  ].filter(Boolean);
  return { text: `>= ${TARGETS.distinctBuyersPay.paysPerSecond} pays/s`, met: misses.length === 0, miss: misses.join(', ') };
}

const reasons = (counts: Map<string, number>) =>
  counts.size ? ` [${[...counts].map(([reason, n]) => `${reason}: ${num(n)}`).join(', ')}]` : '';

function report(r: { hello: Row; phases: Phase[]; strict: boolean }): number {
  const targets: boolean[] = [];
  let broken = 0;
  for (const phase of r.phases) {
    const title = phase.workers === 1 ? 'one process' : `WORKERS=${phase.workers}`;
    console.log(`\n${title}:\n${resultsTable(phase.workers === 1 ? [r.hello, ...phase.rows] : phase.rows)}`);
    console.log(
      `  CPU: "app" is the server's processes, "db" the PostgreSQL backends of the benchmark database (this machine's ${os.cpus().length} cores; ` +
        `from /proc), per request and as a share of all cores` +
        (phase.statements ? '; "pg exec" is pg_stat_statements\' total execution time per request.' : '; pg_stat_statements is not loaded in this PostgreSQL (shared_preload_libraries), so no exec time.'),
    );
    const one = phase.rows.find((row) => row.scenario.startsWith('create-and-pay, one buyer'))!;
    const many = phase.rows.at(-1)!;
    const step = (values: number[]) => `p50 ${num(percentile(values, 50))} ms, p99 ${num(percentile(values, 99))} ms`;
    console.log(
      `  create-and-pay, one buyer: ${num(one.operations!.perSecond, 1)} pays/s (${num(phase.flow.paid)} in ${num(one.measurement.durationSeconds, 1)} s; ` +
        `${num(phase.flow.failedCreates)} failed creates, ${num(phase.flow.failedPays)} failed pays${reasons(phase.flow.failureReasons)}); ` +
        `order/create ${step(phase.flow.latencies.create)}; order/payBalance ${step(phase.flow.latencies.pay)}`,
    );
    console.log(
      `  create-and-pay, distinct buyers: ${num(many.operations!.perSecond, 1)} pays/s (${num(phase.distinct.paid)} in ${num(many.measurement.durationSeconds, 1)} s; ` +
        `${num(phase.distinct.failedCreates)} failed creates, ${num(phase.distinct.failedPays)} failed pays${reasons(phase.distinct.failureReasons)}); ` +
        `order/create ${step(phase.distinct.latencies.create)}; order/payBalance ${step(phase.distinct.latencies.pay)}`,
    );
    const memoryMet = phase.memory.peak < TARGETS.serverRssMb * phase.workers;
    console.log(
      `  server memory (RSS of all its processes every 250 ms, ${num(phase.memory.samples)} samples): peak ${num(phase.memory.peak)} MB ` +
        `(start and setup ${num(phase.memory.startupPeak)} MB, under load ${num(phase.memory.loadPeak)} MB); ` +
        `target < ${TARGETS.serverRssMb} MB per process: ${memoryMet ? 'MET' : 'MISSED'}`,
    );
    for (const { title: what, result } of phase.invariants) {
      console.log(`  invariants after ${what} (${num(result.createdOrders)} orders created, ${num(result.paidOrders)} paid):`);
      for (const check of result.checks) console.log(`    ${check.ok ? 'OK    ' : 'BROKEN'}  ${check.name}: ${check.detail}`);
      broken += result.checks.filter((c) => !c.ok).length;
    }
    targets.push(...phase.rows.flatMap((row) => (row.target ? [row.target.met] : [])), memoryMet);
  }
  if (r.phases.length > 1) console.log(`\n${comparisonTable(r.phases[0]!, r.phases[1]!)}`);
  console.log(
    '\nWhere the ceiling is: when app + db shares together reach ~100% the machine is CPU-bound, and the larger share is the one to cut; ' +
      'a low total with a high p99 means waiting (row locks, the pool, the hashing queue).',
  );

  const missed = targets.filter((met) => !met).length;
  const exitCode = broken > 0 || (r.strict && missed > 0) ? 1 : 0;
  console.log(
    `\nsummary: ${targets.length - missed} of ${targets.length} targets met, ${missed} MISSED; ` +
      `${broken ? `${broken} invariant(s) BROKEN` : 'every invariant holds'}.`,
  );
  console.log(
    `exit code ${exitCode}: a broken invariant always fails the run; missed targets ` +
      (r.strict ? 'fail it too (--strict).' : 'do not (pass --strict to make them fail it).'),
  );
  return exitCode;
}

let options: ReturnType<typeof readOptions>;
try {
  options = readOptions();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
const { settings } = options;
const cleanup = new Cleanup();
const interrupt = (signal: string) => {
  console.error(`\n${signal}: stopping, removing the benchmark database ...`);
  stopRunningLoad();
  void cleanup.run().finally(() => process.exit(130));
};
process.once('SIGINT', () => interrupt('SIGINT'));
process.once('SIGTERM', () => interrupt('SIGTERM'));

let exitCode = 1;
try {
  exitCode = await main(settings, options, cleanup);
} catch (error) {
  console.error(`\nbenchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  if (serverLog) console.error(`\nlast server output:\n${serverLog().slice(-4000)}`);
} finally {
  await cleanup.run();
}
process.exit(exitCode);
