import type { Plugin, ResolveModulePreloadDependenciesFn } from 'vite';

/**
 * Leaves out of each lazy import's preload list what the entry has loaded already: the entry's
 * own static imports and their styles, which the page (`index.html`) loads before anything runs.
 * Preloading them again does nothing, yet every route's list named them: 4 KiB gzip of file names
 * in the route table that every first visit downloaded.
 */
export function skipLoadedPreloads(): { plugin: Plugin; resolveDependencies: ResolveModulePreloadDependenciesFn } {
  const loaded = new Set<string>();
  return {
    plugin: {
      name: 'shop:skip-loaded-preloads',
      apply: 'build',
      // Runs before Vite writes the preload lists (its own generateBundle comes after the app's plugins).
      generateBundle(_options, bundle) {
        loaded.clear();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (!chunk || chunk.type !== 'chunk' || loaded.has(fileName)) return;
          loaded.add(fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) loaded.add(css);
          for (const imported of chunk.imports) visit(imported);
        };
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
      },
    },
    // This leaves the page (`index.html`) without `modulepreload` links too: the entry's imports are
    // found as it loads them. Kept so on purpose: measured at 150 ms and 1.6 Mbit/s, those 28 links
    // queued the home banner (its largest paint) behind them, 1.0 s to 2.1 s, and a product page
    // opened by link gained nothing (5.0 s either way).
    resolveDependencies: (_fileName, deps) => deps.filter((dep) => !loaded.has(dep)),
  };
}
