import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLANKS, ODD_TEXT } from '../test-support/inputs';
import { graphemes } from '../validation/text';
import { shortenAddress } from './shorten';

describe('shortenAddress', () => {
  it.each<[string, string]>([
    ['Sukhumvit Road 123', 'Sukhumvit Road…'],
    ['123456789012345', '123456789012345'],
    ['1234567890123456', '123456789012345…'],
    ['  short  ', 'short'],
    ['ถนนสุขุมวิท แขวงคลองเตย', 'ถนนสุขุมวิท แขวงคล…'],
    ['नई दिल्ली के पास कोई जगह', 'नई दिल्ली के पास कोई ज…'],
    ['شارع الملك فهد، الرياض', 'شارع الملك فهد،…'],
    ['👨‍👩‍👧‍👦'.repeat(16), `${'👨‍👩‍👧‍👦'.repeat(15)}…`],
    ['🇹🇭'.repeat(20), `${'🇹🇭'.repeat(15)}…`],
    ['北京市朝阳区建国路八十八号现代城', '北京市朝阳区建国路八十八号现代…'],
    ['TQ1a2b3c4d5e6f7g8h9', 'TQ1a2b3c4d5e6f7…'],
    ...Object.values(BLANKS).map((b): [string, string] => [b, '']),
  ])('%j -> %j', (input, expected) => {
    expect(shortenAddress(input)).toBe(expected);
  });

  it('shortens a very long address to 15 graphemes and an ellipsis', () => {
    expect(shortenAddress(ODD_TEXT.veryLong)).toBe(`${'x'.repeat(15)}…`);
  });

  it('never cuts inside a character, never exceeds 15 plus the ellipsis, and keeps short text whole', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        const out = shortenAddress(text);
        const inputClusters = graphemes(text.trim());
        if (!out.endsWith('…') || inputClusters.length <= 15) return true;
        const kept = graphemes(out.slice(0, -1));
        return kept.length <= 15 && kept.every((g, i) => g === inputClusters[i] || i === kept.length - 1);
      }),
      { numRuns: 1000 },
    );
  });
});
