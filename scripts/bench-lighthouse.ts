// Lighthouse (mobile, from the npm registry, in Debian's Chromium) on the home page served by the
// real server (embedded database, as the README's start command runs it). Prints the performance,
// accessibility and best-practices scores and fails when they are under the targets (95, 100, 100);
// best practices include the security headers and a console free of CSP refusals.
//   pnpm bench:lighthouse [--no-build] [--runs 3] [--keep]
import { execFileSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, startServer } from '../tests/e2e/server';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100 } as const;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;

if (!process.argv.includes('--no-build')) execSync('pnpm build', { cwd: REPO_ROOT, stdio: 'inherit' });

interface Report {
  categories: Record<keyof typeof TARGETS, { score: number; auditRefs: Array<{ id: string }> }>;
  audits: Record<string, { numericValue?: number; displayValue?: string; score: number | null; title: string }>;
}

const server = await startServer({ env: { NODE_ENV: 'production' } });
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
const scores: Array<Record<keyof typeof TARGETS, number>> = [];
try {
  // One untimed visit first: the server seeds and warms its caches, as it would in use.
  await fetch(`${server.url}/api/home/banners`).catch(() => undefined);
  for (let run = 1; run <= runs; run += 1) {
    const file = path.join(out, `run-${run}.json`);
    execFileSync(
      'pnpm',
      [
        'dlx',
        LIGHTHOUSE,
        `${server.url}/#/`,
        '--quiet',
        '--only-categories=performance,accessibility,best-practices',
        '--output=json',
        `--output-path=${file}`,
        `--chrome-path=${chromePath}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync',
      ],
      { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chromePath } },
    );
    const report = JSON.parse(fs.readFileSync(file, 'utf8')) as Report;
    const score = {
      performance: Math.round(report.categories.performance.score * 100),
      accessibility: Math.round(report.categories.accessibility.score * 100),
      'best-practices': Math.round(report.categories['best-practices'].score * 100),
    };
    scores.push(score);
    const metric = (id: string) => report.audits[id]?.displayValue ?? '?';
    console.log(
      `run ${run}: performance ${score.performance}, accessibility ${score.accessibility}, best practices ${score['best-practices']} ` +
        `(FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, ` +
        `TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')})`,
    );
    // Accessibility and best-practice failures are named so they can be fixed.
    for (const category of ['accessibility', 'best-practices'] as const) {
      for (const { id } of report.categories[category].auditRefs) {
        if (report.audits[id]?.score === 0) console.log(`  ${category} audit failed: ${report.audits[id]!.title}`);
      }
    }
  }
} finally {
  await server.stop();
  if (process.argv.includes('--keep')) console.log(`reports kept in ${out}`);
  else fs.rmSync(out, { recursive: true, force: true });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const result = {
  performance: median(scores.map((s) => s.performance)),
  accessibility: median(scores.map((s) => s.accessibility)),
  'best-practices': median(scores.map((s) => s['best-practices'])),
};
console.log(
  `\nhome page, median of ${runs}: performance ${result.performance} (target ${TARGETS.performance}), ` +
    `accessibility ${result.accessibility} (target ${TARGETS.accessibility}), ` +
    `best practices ${result['best-practices']} (target ${TARGETS['best-practices']})`,
);
if ((Object.keys(TARGETS) as Array<keyof typeof TARGETS>).some((category) => result[category] < TARGETS[category])) {
  console.error('under target');
  process.exitCode = 1;
}
