import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * packages/domain is framework-free: no React, no DOM, no HTTP client, no other package of ours.
 * Production files may import only xstate, libphonenumber-js, the audited hash and base58 code that
 * checks wallet addresses (@noble/hashes, @scure/base) and each other; tests may also use the test
 * tools.
 */
const SRC = path.resolve(process.cwd(), 'packages/domain/src');
const RUNTIME_ALLOWED = [/^\.\.?\//, /^xstate$/, /^libphonenumber-js\/max$/, /^@noble\/hashes\/(sha2|sha3|utils)\.js$/, /^@scure\/base$/];
const TEST_ALLOWED = [...RUNTIME_ALLOWED, /^vitest$/, /^fast-check$/, /^@xstate\/graph$/, /^node:(fs|path)$/];

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? files(full) : /\.tsx?$/.test(e.name) ? [full] : [];
  });
}

const specifiers = (source: string) =>
  [...source.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? m[2]!);

describe('domain boundaries', () => {
  const all = files(SRC);

  it('finds the sources', () => {
    expect(all.length).toBeGreaterThan(20);
  });

  it.each(all.map((f) => [path.relative(SRC, f), f]))('%s imports only what it may', (rel, file) => {
    const testOnly = /\.test\.ts$|^test-support\//.test(rel);
    const allowed = testOnly ? TEST_ALLOWED : RUNTIME_ALLOWED;
    const source = fs.readFileSync(file, 'utf8');
    const bad = specifiers(source).filter((s) => !allowed.some((re) => re.test(s)) && !(testOnly && /locales\/en\.json$/.test(s)));
    expect(bad).toEqual([]);
    if (!testOnly) {
      const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
      expect(code).not.toMatch(/\b(window|document|localStorage|navigator|fetch)\s*[.(]/);
      expect(rel.endsWith('.tsx')).toBe(false);
    }
  });
});
