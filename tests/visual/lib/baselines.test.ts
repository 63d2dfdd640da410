import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { baselineBytes, baselinePath, pruneBaselines, readBaseline, writeBaseline } from './baselines';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'visual-baselines-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('baselines', () => {
  it('keeps one PNG per story and locale', () => {
    writeBaseline('kit-tag--default', 'ar', Buffer.from('png'), root);
    expect(baselinePath('kit-tag--default', 'ar', root)).toBe(path.join(root, 'kit-tag--default', 'ar.png'));
    expect(readBaseline('kit-tag--default', 'ar', root)?.toString()).toBe('png');
    expect(readBaseline('kit-tag--default', 'th', root)).toBeNull();
  });

  it('prunes stories that are gone and locales no longer captured, and nothing else', () => {
    for (const [id, locale] of [
      ['kit-tag--default', 'en'],
      ['kit-tag--default', 'vi'],
      ['kit-gone--default', 'en'],
    ]) {
      writeBaseline(id!, locale!, Buffer.from('x'), root);
    }
    const removed = pruneBaselines(new Map([['kit-tag--default', ['en', 'ar']]]), root);
    expect(removed.sort()).toEqual(['kit-gone--default', path.join('kit-tag--default', 'vi.png')]);
    expect(fs.existsSync(baselinePath('kit-tag--default', 'en', root))).toBe(true);
  });

  it('adds up the bytes of every baseline', () => {
    writeBaseline('a', 'en', Buffer.alloc(1000), root);
    writeBaseline('b', 'ar', Buffer.alloc(24), root);
    expect(baselineBytes(root)).toBe(1024);
  });
});
