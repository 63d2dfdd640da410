import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { flatten, LOCALES_DIR, readDictionary } from './dictionaries';

const ROOT = path.resolve(LOCALES_DIR, '..');
/** Where copy is referenced: the kit and its stories, the app, domain rules, API and server. */
const SOURCE_DIRS = ['app/src', 'packages/ui/src', 'packages/domain/src', 'packages/api/src', 'packages/server/src', '.storybook'];

const en = readDictionary('en');
const keys = new Set(flatten(en).keys());

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    // Tests may name a missing key on purpose (fallback behaviour); they are not product copy.
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Every quoted literal that looks like a dictionary key: a top-level group of en.json followed by
 * dotted segments ('common.close', "validation.emailInvalid", `kit.cell.wallet`). This finds
 * t('...'), <T k="..." />, i18nKey="..." and the keys domain rules and the server return alike.
 * Keys built at run time (`validation.${rule}`) cannot be checked here.
 */
export function keyLiterals(text: string, groups: string[]): string[] {
  const pattern = new RegExp(`(['"\`])((?:${groups.join('|')})(?:\\.[A-Za-z0-9_]+)+)\\1`, 'g');
  return [...text.matchAll(pattern)].map((m) => m[2]!);
}

describe('dictionary keys named in the code', () => {
  it('finds key literals in every form the code uses', () => {
    const found = keyLiterals(`t('common.close'); <T k="kit.cell.wallet" />; code: \`errors.notFound\`; '/api/common'`, ['common', 'kit', 'errors']);
    expect(found).toEqual(['common.close', 'kit.cell.wallet', 'errors.notFound']);
  });

  it('exist in the English dictionary (and so, by parity, in all 15)', () => {
    const groups = Object.keys(en);
    const missing: string[] = [];
    let seen = 0;
    for (const file of SOURCE_DIRS.flatMap((d) => sourceFiles(path.join(ROOT, d)))) {
      for (const key of keyLiterals(fs.readFileSync(file, 'utf8'), groups)) {
        seen++;
        // A plural is stored as key_one, key_other...; the code names it without the suffix.
        if (!keys.has(key) && !keys.has(`${key}_other`)) missing.push(`${path.relative(ROOT, file)}: ${key}`);
      }
    }
    expect(seen).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });
});
