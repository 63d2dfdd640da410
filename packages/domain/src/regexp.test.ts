import { describe, expect, it } from 'vitest';
import { escapeRegExp } from './regexp';

describe('escapeRegExp', () => {
  it('matches the text literally, whatever syntax it holds', () => {
    const text = '[x] (a|b) 1.5* ^$ {2} \\ ?+';
    expect(new RegExp(`^${escapeRegExp(text)}$`).test(text)).toBe(true);
    expect(new RegExp(escapeRegExp('a.c')).test('abc')).toBe(false);
  });
});
