#!/usr/bin/env node
// Bundle report: gzip size of the JavaScript a first visit to the home route downloads, and what
// each route adds on top. Builds the app, then walks Vite's manifest (entry, its static imports,
// the route's lazy page chunk and that chunk's static imports). Budget: 130 KiB for the first visit.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'app/dist');
const BUDGET_KIB = 130;

if (!process.argv.includes('--no-build')) execSync('pnpm --filter @shop/app build', { cwd: root, stdio: 'inherit' });

const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gzipOf = new Map();
const gz = (file) => {
  if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipOf.get(file);
};

/** The JS files a chunk needs before it can run: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}
const sum = (files) => [...files].filter((f) => f.endsWith('.js')).reduce((total, f) => total + gz(f), 0);
const kib = (bytes) => (bytes / 1024).toFixed(1);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = closure(entryKey);
// The dictionary the first visit loads (English on this machine's browser).
const dictionaryKey = Object.keys(manifest).find((key) => key.endsWith('locales/en.json'));
const pageKeys = Object.keys(manifest).filter((key) => key.includes('/pages/') && manifest[key].isDynamicEntry);
const homeKey = pageKeys.find((key) => /pages\/home\/HomePage/.test(key));
if (!homeKey || !dictionaryKey) throw new Error('home page chunk or English dictionary not found in the manifest');

const firstVisit = new Set(entry);
for (const key of [homeKey, dictionaryKey].filter(Boolean)) for (const f of closure(key)) firstVisit.add(f);

console.log(`entry (shell, router, providers): ${kib(sum(entry))} KiB gzip`);
console.log('route pages (what each adds on top of the entry):');
for (const key of pageKeys.sort()) {
  const extra = [...closure(key)].filter((f) => !entry.has(f));
  console.log(`  ${key.replace(/^.*pages\//, '').padEnd(40)} +${kib(sum(extra))} KiB`);
}
const total = sum(firstVisit);
console.log(`\nfirst visit to the home route: ${kib(total)} KiB gzip JS (budget ${BUDGET_KIB} KiB)`);
if (total / 1024 > BUDGET_KIB) {
  console.error('over budget');
  process.exit(1);
}
