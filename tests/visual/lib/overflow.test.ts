import { describe, expect, it } from 'vitest';
import { judgeOverflow } from './overflow';
import type { OverflowFinding } from './probe-types';

const finding = (over: Partial<OverflowFinding> = {}): OverflowFinding => ({
  kind: 'clipped',
  path: '#storybook-root > div:nth-child(1) > button:nth-child(1) > span:nth-child(1)',
  text: 'In den Warenkorb legen',
  by: 12,
  box: { left: 0, top: 0, right: 10, bottom: 10 },
  ...over,
});

describe('judgeOverflow', () => {
  it('fails a locale whose text overflows where English fits', () => {
    const [judged] = judgeOverflow('kit-button--block', 'de', [finding()], []);
    expect(judged!.alsoInEnglish).toBe(false);
    expect(judged).toMatchObject({ storyId: 'kit-button--block', locale: 'de' });
  });

  it('only reports an overflow English has at the same element', () => {
    const [judged] = judgeOverflow('s', 'de', [finding()], [finding({ text: 'Add to cart' })]);
    expect(judged!.alsoInEnglish).toBe(true);
  });

  it('does not excuse a different kind of overflow, or another element', () => {
    const english = [finding()];
    const judged = judgeOverflow('s', 'th', [finding({ kind: 'spills' }), finding({ path: '#storybook-root > p:nth-child(2)' })], english);
    expect(judged.map((j) => j.alsoInEnglish)).toEqual([false, false]);
  });

  it('never excuses text that is not isolated, even where English has the same finding', () => {
    const bidi = finding({ kind: 'not-isolated', by: 0 });
    expect(judgeOverflow('s', 'ar', [bidi], [bidi])[0]!.alsoInEnglish).toBe(false);
  });

  it('never fails English itself: it is the reference', () => {
    expect(judgeOverflow('s', 'en', [finding()], [])[0]!.alsoInEnglish).toBe(true);
  });

  it('judges a broken word the same way: excused only where English breaks a word in that element', () => {
    const broken = finding({ kind: 'broken-word', text: 'versenden', by: 0 });
    expect(judgeOverflow('s', 'de', [broken], [])[0]!.alsoInEnglish).toBe(false);
    expect(judgeOverflow('s', 'de', [broken], [finding({ kind: 'broken-word', text: 'Completed' })])[0]!.alsoInEnglish).toBe(true);
    expect(judgeOverflow('s', 'de', [broken], [finding({ kind: 'spills' })])[0]!.alsoInEnglish).toBe(false);
  });
});
