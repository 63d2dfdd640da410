#!/usr/bin/env node
// Prints the contract reference generated from the zod schemas.
//   pnpm --filter @shop/api openapi                 OpenAPI 3.1 JSON on stdout
//   pnpm --filter @shop/api openapi --markdown      a readable page on stdout
//   pnpm --filter @shop/api openapi --out file      written to a file instead (keep it out of git)
// The contract is TypeScript; esbuild (already in the workspace) bundles it for Node in memory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const result = await build({
  stdin: {
    contents: "export { printReference } from './src/openapi/print.ts';",
    resolveDir: path.resolve(here, '..'),
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  write: false,
  logLevel: 'error',
});
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-openapi-'));
const file = path.join(dir, 'reference.mjs');
fs.writeFileSync(file, result.outputFiles[0].text);
try {
  const { printReference } = await import(pathToFileURL(file).href);
  const text = printReference(args);
  const out = args.indexOf('--out');
  if (out >= 0 && args[out + 1]) fs.writeFileSync(args[out + 1], text + '\n');
  else process.stdout.write(text + '\n');
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
