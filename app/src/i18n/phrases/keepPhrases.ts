/** U+2060 WORD JOINER: no line break on either side, and nothing drawn. */
export const WORD_JOINER = '\u2060';

/** Characters between which Chinese and Japanese may break a line anywhere. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;

/** Splits a text into phrases (BudouX's `Parser.parse`). */
export type PhraseParser = (text: string) => string[];

/** Where a text's words start and end, by the platform's dictionary (the line breaker's own). */
function wordBoundaries(text: string, segmenter: Intl.Segmenter): Set<number> {
  const boundaries = new Set<number>([text.length]);
  for (const { index } of segmenter.segment(text)) boundaries.add(index);
  return boundaries;
}

/**
 * Glues the characters of each phrase with word joiners, so that a line breaks between phrases
 * (where Chinese allows a break anyway) and never inside one: "立即 / 购买", not "立即购 / 买".
 * Only between two CJK characters: a joiner next to a space or a Latin letter would glue words
 * that must stay apart. A phrase boundary inside a dictionary word (BudouX's "购物|车") is glued
 * too: a break is left only where both agree.
 * Why joiners rather than BudouX's zero-width spaces plus `word-break: keep-all`: keep-all would
 * also glue every text the parser never saw (a server's product name, what the shopper types)
 * into one unbreakable run, wider than a narrow column.
 */
export function keepPhrasesWhole(parse: PhraseParser, text: string, segmenter?: Intl.Segmenter): string {
  if (!CJK.test(text)) return text;
  const words = segmenter ? wordBoundaries(text, segmenter) : undefined;
  const phraseStarts = new Set<number>();
  let offset = 0;
  for (const phrase of parse(text)) {
    phraseStarts.add(offset);
    offset += phrase.length;
  }
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    out += char;
    const next = text[i + 1];
    const mayBreak = phraseStarts.has(i + 1) && (!words || words.has(i + 1));
    if (next !== undefined && !mayBreak && CJK.test(char) && CJK.test(next)) out += WORD_JOINER;
  }
  return out;
}

/** A phrase keeper that remembers what it has done: the same UI strings are asked for on every render. */
export function cachedKeeper(parse: PhraseParser, words?: Intl.Segmenter, limit = 2000): (text: string) => string {
  const cache = new Map<string, string>();
  return (text) => {
    let kept = cache.get(text);
    if (kept === undefined) {
      kept = keepPhrasesWhole(parse, text, words);
      if (cache.size >= limit) cache.clear();
      cache.set(text, kept);
    }
    return kept;
  };
}
