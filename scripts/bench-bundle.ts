// Bundle report: the gzip size of the JavaScript a first visit to the home route downloads, and
// what each route adds on top. Budget: 130 KiB gzip for the first visit.
//   pnpm bench:bundle [--no-build]
//
// Two readings, because each can miss what the other sees:
// - from Vite's manifest: the entry, its static imports, the home page's chunk and its imports
//   (what the first visit needs before it can draw), and per route what its page chunk adds;
// - from a real first visit: the built app served by the real server (embedded database, as the
//   README's start command runs it), opened in Debian's Chromium with an empty cache on a phone
//   viewport, every script response counted until the network has been idle. This one also sees
//   what the app loads by itself after starting (a request layer, a machine), and this script
//   holds it to the budget. `pnpm test` holds the manifest reading to the same budget, and each
//   route's page to its own (app/src/routes/budgets.ts, tests/e2e/bundle-budgets.e2e.ts), because
//   the manifest reading is the same on every machine.
// Sizes are gzip level 9 of each file, whatever encoding the server chose, so both readings and
// earlier reports compare. The dictionary is JSON data, not JavaScript; it is reported apart.
import { execSync } from 'node:child_process';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { FIRST_VISIT_BUDGET_KIB } from '../app/src/routes/budgets';
import { launchBrowser, phoneContext } from '../tests/e2e/browser';
import { REPO_ROOT, startServer } from '../tests/e2e/server';
import { HOME_PAGE_MODULE, kib, readBuild } from './bench/bundleSizes';

const BUDGET_KIB = FIRST_VISIT_BUDGET_KIB;
const dist = path.join(REPO_ROOT, 'app/dist');

if (!process.argv.includes('--no-build'))
  execSync('pnpm --filter @shop/app build', { cwd: REPO_ROOT, stdio: 'inherit' });

const gzipSize = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

const build = readBuild(dist);
const { manifest, entry, jsBytes: jsTotal, gzipOf: fileSize } = build;
const pageKeys = Object.keys(manifest).filter(
  (key) => key.includes('/pages/') && manifest[key]!.isDynamicEntry,
);
const dictionaryKey = Object.keys(manifest).find((key) => key.endsWith('locales/en.json'));
if (!pageKeys.includes(HOME_PAGE_MODULE) || !dictionaryKey)
  throw new Error('home page chunk or English dictionary not in the manifest');

console.log(`entry (shell, router, providers): ${kib(jsTotal(entry))} KiB gzip`);
console.log('route pages (what each adds on top of the entry):');
for (const key of pageKeys.sort()) {
  console.log(`  ${key.replace(/^.*pages\//, '').padEnd(40)} +${kib(build.ownChunks(key).bytes)} KiB`);
}
const staticFirstVisit = build.firstVisit().bytes;
console.log(
  `\nhome route from the manifest: ${kib(staticFirstVisit)} KiB gzip JS (held to ${BUDGET_KIB} KiB by pnpm test)`,
);
console.log(
  `the English dictionary (JSON): ${kib(fileSize(manifest[dictionaryKey]!.file))} KiB gzip`,
);

// The real first visit.
// A development start: its demo catalogue fills home (a production start has none), and the
// server's mode does not change what the browser downloads.
const server = await startServer({ env: { NODE_ENV: 'development' } });
const browser = await launchBrowser();
try {
  const context = await phoneContext(browser, 'en-US');
  const page = await context.newPage();
  const scripts = new Map<string, number>();
  const apiCalls: string[] = [];
  const bodies: Array<Promise<void>> = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/media/'))
      apiCalls.push(url.pathname);
    if (response.request().resourceType() !== 'script') return;
    bodies.push(
      response.body().then(
        (body) => void scripts.set(url.pathname, gzipSize(body)),
        () => undefined,
      ),
    );
  });
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: 'Search products and stores' }).waitFor();
  // Whatever the app starts by itself once it is up (idle-time loads) also counts.
  await page.waitForTimeout(3_000);
  await page.waitForLoadState('networkidle');
  await Promise.all(bodies);
  const visit = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  console.log(
    `\nfirst visit to the home route, in Chromium: ${scripts.size} scripts, ${apiCalls.length} API requests`,
  );
  for (const [file, size] of [...scripts].sort((a, b) => b[1] - a[1]))
    console.log(`  ${file.padEnd(48)} ${kib(size)} KiB`);
  if (apiCalls.length > 0) console.log(`  API requests: ${apiCalls.join(', ')}`);
  console.log(
    `\nfirst visit to the home route: ${kib(visit)} KiB gzip JS (budget ${BUDGET_KIB} KiB)`,
  );
  if (visit / 1024 > BUDGET_KIB) {
    console.error('over budget');
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await server.stop();
}
