import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CJK_FAMILIES, familyStackFor, SCRIPT_FAMILIES } from './scripts';
import { lightTokens } from './tokens';

const declared = SCRIPT_FAMILIES.map((s) => s.family as string);
const families = (stack: string) =>
  stack
    .split(',')
    .map((f) => f.trim())
    .filter((f) => f.startsWith("'"));

describe('the script families (what the Type foundation page lists)', () => {
  it('name every family the base stack and the CJK stacks use, and nothing else', () => {
    const used = new Set([
      ...families(lightTokens.font.family),
      ...Object.values(CJK_FAMILIES).flatMap((f) => families(familyStackFor(f))),
    ]);
    expect([...used].sort()).toEqual([...declared].sort());
  });

  it('come from font packages the kit depends on', () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.resolve('packages/ui/package.json'), 'utf8'),
    ) as {
      dependencies: Record<string, string>;
    };
    for (const { fontPackage } of SCRIPT_FAMILIES)
      expect(Object.keys(manifest.dependencies)).toContain(fontPackage);
  });
});
