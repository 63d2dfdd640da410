import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * The probe as one plain script for the page. Bundled here rather than passed to page.evaluate as a
 * function, because the TypeScript loader rewrites functions (name helpers) in ways that do not
 * survive being serialised into the browser.
 */
export async function probeScript(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(path.dirname(fileURLToPath(import.meta.url)), 'probe.ts')],
    bundle: true,
    format: 'iife',
    globalName: '__visualProbe',
    target: 'chrome120',
    write: false,
    logLevel: 'silent',
    // Init scripts may run inside a function, where the bundle's top-level `var` stays local.
    footer: { js: 'globalThis.__visualProbe = __visualProbe;' },
  });
  return result.outputFiles[0]!.text;
}
