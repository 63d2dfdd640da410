// Lighthouse (mobile, from the npm registry, in Debian's Chromium) on the home page and a product
// page of a production start, next to a bare React 19 + hash router page measured in the same run.
//   pnpm bench:lighthouse [--no-build] [--runs 5] [--keep]
//
// The server: a development start seeds a fresh PostgreSQL database with the demo catalogue, the
// demo accounts' published passwords are replaced (as bench:api does), and a NODE_ENV=production
// start serves it, with its security headers. The bare page (app/bench/bare-page) is built with
// Vite and served gzipped from this process. Runs are interleaved (bare, home, product, bare, ...)
// so a busy machine weighs on all three alike. Prints every run, then the medians; fails when home
// or product misses a target (performance 95, TBT under 200 ms, accessibility and best practices
// 100). The bare page's figures are the yardstick, not a target.
import { execFile, execSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { build } from 'vite';
import { hashSecret } from '../packages/server/src/features/account/passwords';
import { REPO_ROOT, startServer, type RunningServer } from '../tests/e2e/server';
import { Api } from './bench/api';
import { createBenchDatabase } from './bench/database';
import { makeProductionLike } from './bench/fixtures';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, tbtMs: 200 } as const;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const PRODUCTION_ENV = { NODE_ENV: 'production', MESSAGE_WEBHOOK_URL: 'http://127.0.0.1:9/unused' };

type Category = 'performance' | 'accessibility' | 'best-practices';
interface Report {
  categories: Record<Category, { score: number; auditRefs: Array<{ id: string }> }>;
  audits: Record<string, { numericValue?: number; displayValue?: string; score: number | null; title: string }>;
}
interface Run {
  scores: Record<Category, number>;
  tbtMs: number;
  lcpMs: number;
  scriptKiB: number;
}

/** The bare page, built once into a temporary folder. */
async function buildBarePage(outDir: string) {
  await build({
    root: path.join(REPO_ROOT, 'app/bench/bare-page'),
    base: './',
    logLevel: 'warn',
    plugins: [(await import('@vitejs/plugin-react')).default()],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
}

/** Static files, gzipped like the product's precompressed assets, with the same cache rules. */
function serveStatic(root: string): Promise<{ url: string; close: () => void }> {
  const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };
  const server = http.createServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(root, name === '/' ? 'index.html' : path.normalize(name));
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'content-encoding': 'gzip',
      'cache-control': file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    response.end(zlib.gzipSync(fs.readFileSync(file), { level: 9 }));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, close: () => server.close() })),
  );
}

/**
 * Run asynchronously: the bare page is served by this very process, which must keep answering.
 * Lighthouse sometimes loses a trace on a loaded machine (NO_NAVSTART); such a run is repeated.
 */
async function lighthouse(url: string, file: string, attempt = 1): Promise<Run> {
  try {
    await runLighthouse(url, file);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.log(`    lighthouse failed (${String((error as { stderr?: string }).stderr ?? error).trim().slice(0, 160)}); again`);
    return lighthouse(url, file, attempt + 1);
  }
  return readReport(file);
}

async function runLighthouse(url: string, file: string) {
  await promisify(execFile)(
    'pnpm',
    [
      'dlx',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--only-categories=performance,accessibility,best-practices',
      '--output=json',
      `--output-path=${file}`,
      `--chrome-path=${chromePath}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync',
    ],
    { cwd: REPO_ROOT, env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
  );
}

function readReport(file: string): Run {
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as Report;
  const score = (category: Category) => Math.round(report.categories[category].score * 100);
  const resources = report.audits['resource-summary'] as unknown as { details?: { items?: Array<{ resourceType: string; transferSize: number }> } };
  const script = resources.details?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
  for (const category of ['accessibility', 'best-practices'] as const) {
    for (const { id } of report.categories[category].auditRefs) {
      if (report.audits[id]?.score === 0) console.log(`    ${category} audit failed: ${report.audits[id]!.title}`);
    }
  }
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices') },
    tbtMs: report.audits['total-blocking-time']?.numericValue ?? 0,
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? 0,
    scriptKiB: script / 1024,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const line = (run: Run) =>
  `performance ${run.scores.performance}, TBT ${Math.round(run.tbtMs)} ms, LCP ${(run.lcpMs / 1000).toFixed(1)} s, ` +
  `accessibility ${run.scores.accessibility}, best practices ${run.scores['best-practices']}, JS ${run.scriptKiB.toFixed(1)} KiB`;

if (!process.argv.includes('--no-build')) execSync('pnpm build', { cwd: REPO_ROOT, stdio: 'inherit' });
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
const bareDir = path.join(out, 'bare');
await buildBarePage(bareDir);
const bare = await serveStatic(bareDir);
const database = await createBenchDatabase();
let server: RunningServer | undefined;
let failed = false;
try {
  // Vite's build set NODE_ENV=production in this process; the seeding start is a development one.
  const seeding = await startServer({ databaseUrl: database.url, env: { NODE_ENV: 'development' } });
  await seeding.stop();
  await makeProductionLike(database.url, hashSecret);
  server = await startServer({ databaseUrl: database.url, env: PRODUCTION_ENV });
  const products = await new Api(server.url).call('productList', { page: 1, pageSize: 1 });
  const pages = {
    'bare React page': `${bare.url}/#/`,
    home: `${server.url}/#/`,
    product: `${server.url}/#/pages/product/view?id=${products.list[0]!.id}`,
  };
  // One untimed visit each: the server warms its caches, as it would in use.
  for (const url of Object.values(pages)) await fetch(url).catch(() => undefined);
  const results: Record<string, Run[]> = Object.fromEntries(Object.keys(pages).map((name) => [name, []]));
  for (let run = 1; run <= runs; run += 1) {
    for (const [name, url] of Object.entries(pages)) {
      const result = await lighthouse(url, path.join(out, `${name.replace(/\W+/g, '-')}-${run}.json`));
      results[name]!.push(result);
      console.log(`run ${run}, ${name}: ${line(result)}`);
    }
  }
  console.log(`\nmedians of ${runs} runs (bare page first: the same machine, the same run):`);
  for (const [name, list] of Object.entries(results)) {
    const performance = median(list.map((r) => r.scores.performance));
    const tbt = median(list.map((r) => r.tbtMs));
    const accessibility = median(list.map((r) => r.scores.accessibility));
    const practices = median(list.map((r) => r.scores['best-practices']));
    const lcp = median(list.map((r) => r.lcpMs));
    const js = median(list.map((r) => r.scriptKiB));
    const measured = name !== 'bare React page';
    const missed = measured
      ? [
          performance < TARGETS.performance ? `performance ${performance} < ${TARGETS.performance}` : '',
          tbt >= TARGETS.tbtMs ? `TBT ${Math.round(tbt)} ms >= ${TARGETS.tbtMs}` : '',
          accessibility < TARGETS.accessibility ? `accessibility ${accessibility} < 100` : '',
          practices < TARGETS['best-practices'] ? `best practices ${practices} < 100` : '',
        ].filter(Boolean)
      : [];
    if (missed.length) failed = true;
    console.log(
      `  ${name.padEnd(16)} performance ${performance}, TBT ${Math.round(tbt)} ms, LCP ${(lcp / 1000).toFixed(1)} s, ` +
        `accessibility ${accessibility}, best practices ${practices}, JS ${js.toFixed(1)} KiB` +
        (measured ? `  ${missed.length ? `MISSED: ${missed.join(', ')}` : 'MET'}` : '  (reference)'),
    );
  }
} finally {
  await server?.stop();
  bare.close();
  await database.drop();
  if (process.argv.includes('--keep')) console.log(`reports kept in ${out}`);
  else fs.rmSync(out, { recursive: true, force: true });
}
if (failed) {
  console.error(`under target (performance >= ${TARGETS.performance} and TBT < ${TARGETS.tbtMs} ms on home and product)`);
  process.exitCode = 1;
}
