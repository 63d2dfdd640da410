import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_VISIT_BUDGET_KIB, ROUTE_BUDGETS_KIB } from '../../app/src/routes/budgets';
import { PATHS, type RouteName } from '../../app/src/routes/paths';
import { kib, readBuild, routePageModules } from '../../scripts/bench/bundleSizes';
import { REPO_ROOT } from './server';

// Sizes of the app the e2e global setup has just built (app/dist), read from Vite's manifest: the
// same build gives the same bytes on every machine, so budgets belong in `pnpm test`, not only in
// `pnpm bench:bundle` (which also measures a real first visit in Chromium).
const APP = path.join(REPO_ROOT, 'app');
const build = readBuild(path.join(APP, 'dist'));
const routes = Object.keys(PATHS) as RouteName[];
const pageOf = routePageModules(routes);

const list = (files: { file: string; bytes: number }[]) =>
  [...files]
    .sort((a, b) => b.bytes - a.bytes)
    .map((f) => `  ${f.file.padEnd(52)} ${kib(f.bytes).padStart(6)} KiB`)
    .join('\n');

describe('bundle budgets', () => {
  it('measures a production build', () => {
    // Vitest sets NODE_ENV=test; a `vite build` that inherits it ships React's development build,
    // half again as big, and every size below would be wrong.
    const development = [...build.entry].filter((file) =>
      fs.readFileSync(path.join(APP, 'dist', file), 'utf8').includes('Download the React DevTools'),
    );
    expect(
      development,
      "app/dist holds React's development build: build it with NODE_ENV=production (tests/e2e/global-setup.ts)",
    ).toEqual([]);
  });

  it(`a first visit to home downloads at most ${FIRST_VISIT_BUDGET_KIB} KiB of gzip JavaScript`, () => {
    const visit = build.firstVisit();
    const over = visit.bytes - FIRST_VISIT_BUDGET_KIB * 1024;
    expect(
      over <= 0,
      `A first visit to home downloads ${kib(visit.bytes)} KiB of gzip JavaScript, ${kib(over)} KiB over its ` +
        `${FIRST_VISIT_BUDGET_KIB} KiB budget (app/src/routes/budgets.ts). What it downloads (the entry, its static ` +
        `imports, the home page and its own), largest first; move what only later steps need behind an import() ` +
        `(docs/CONTRIBUTING.md, "What a first visit downloads"):\n${list(visit.files)}`,
    ).toBe(true);
  });

  it('every route has a budget, and every budget a route', () => {
    expect(Object.keys(ROUTE_BUDGETS_KIB).sort()).toEqual([...routes].sort());
  });

  it.each(routes)('route %s stays within its budget', (route) => {
    const page = pageOf.get(route)!;
    const own = build.ownChunks(page);
    const budget = ROUTE_BUDGETS_KIB[route];
    const over = own.bytes - budget * 1024;
    expect(
      over <= 0,
      `Route ${route} (${page}) adds ${kib(own.bytes)} KiB of gzip JavaScript to the entry, ${kib(over)} KiB over ` +
        `its ${budget} KiB budget (its budgetKiB in app/src/routes/table.ts). Its own chunks, largest first:\n` +
        list(own.files),
    ).toBe(true);
  });
});
