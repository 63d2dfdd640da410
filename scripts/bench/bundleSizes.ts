// What the built app's JavaScript weighs, read from Vite's manifest (app/dist/.vite/manifest.json):
// deterministic for a given build, so `pnpm test` can hold it to budgets (tests/e2e/bundle-budgets.e2e.ts)
// and `pnpm bench:bundle` prints the same figures. Sizes are gzip level 9 of each file.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTE_TABLE, type RouteName } from '../../app/src/routes/table';

export interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

/** The module every first visit to home loads right after the entry (routeTable's `loadHome`). */
export const HOME_PAGE_MODULE = 'src/pages/index/HomePage.tsx';

export const kib = (bytes: number) => (bytes / 1024).toFixed(1);

export function readBuild(dist: string) {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const sizes = new Map<string, number>();
  /** gzip bytes of one built file. */
  const gzipOf = (file: string) => {
    if (!sizes.has(file))
      sizes.set(file, gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
    return sizes.get(file)!;
  };
  /** The JS files a chunk needs before it can run: itself and its static imports, transitively. */
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const dep of chunk.imports ?? []) closure(dep, seen);
    return seen;
  };
  const jsFiles = (files: Iterable<string>) => [...files].filter((f) => f.endsWith('.js'));
  const jsBytes = (files: Iterable<string>) =>
    jsFiles(files).reduce((sum, f) => sum + gzipOf(f), 0);

  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error(`no entry in ${dist}/.vite/manifest.json`);
  const entry = closure(entryKey);

  /** A page module's own JS: its chunk and the static imports the entry does not already bring. */
  const ownChunks = (pageKey: string) => {
    if (!manifest[pageKey]) throw new Error(`${pageKey} is not in the build's manifest`);
    const files = jsFiles(closure(pageKey)).filter((f) => !entry.has(f));
    return { files: files.map((file) => ({ file, bytes: gzipOf(file) })), bytes: jsBytes(files) };
  };

  /**
   * The JS a first visit to home needs before it can draw: the entry and its static imports, then
   * the home page's chunk and its static imports (routeTable loads it as soon as the entry runs).
   * Later, idle-time loads (the query cache, the page loaders) are not in it.
   */
  const firstVisit = () => {
    const files = jsFiles(closure(HOME_PAGE_MODULE, new Set(entry)));
    return { files: files.map((file) => ({ file, bytes: gzipOf(file) })), bytes: jsBytes(files) };
  };

  return { manifest, entryKey, entry, closure, gzipOf, jsBytes, ownChunks, firstVisit };
}

/**
 * Which page module each route shows: its row's `page` in the app's route table (home's chunk is
 * in the first visit already). Read from the table, so a new page is measured without listing it twice.
 */
export function routePageModules(routes: readonly string[]): Map<string, string> {
  return new Map(
    routes.map((name) => {
      const row = ROUTE_TABLE[name as RouteName];
      if (!row) throw new Error(`route ${name} is not in app/src/routes/table.ts`);
      return [name, `src/pages/${row.page.split('#')[0]}.tsx`];
    }),
  );
}
