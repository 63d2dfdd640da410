/**
 * When does mixed-direction text read wrong? The rules of the "not isolated" check, on the text of
 * one bidi paragraph (or isolate) as the page lays it out, where every isolated piece (an element
 * with `unicode-bidi: isolate`, a `dir` attribute, `<bdi>`, an inline block, an FSI…PDI span) has
 * already been replaced by OBJECT, a neutral, as the Unicode bidi algorithm sees it from outside.
 * Pure functions: the in-page probe (bidi.ts) bundles them, and bidi-rules.test.ts tests them.
 * See tests/visual/README.md, "Mixed directions", for what is reported and why.
 */

export type Direction = 'ltr' | 'rtl';

/** What an isolated piece is to the text around it: one neutral character (U+FFFC). */
export const OBJECT = '\uFFFC';

const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}]/u;
const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;
/** A sign or currency next to digits turns a number into a direction-sensitive run ("-$20.00"). */
const SIGN = /[+\-\u2212\p{Sc}]/u;
/** A sign or currency glued to a number, not a hyphen between two numbers ("1-2", a date). */
const SIGNED_NUMBER = /(?<!\p{Nd}\s?)[+\-\u2212\p{Sc}]\s?\p{Nd}|\p{Nd}\s?[+\-\u2212\p{Sc}](?!\s?\p{Nd})/u;
const LEADING_SIGN = /[+\-\u2212]\p{Sc}?\s?\p{Nd}/u;
const LRM = '\u200E';
const RLM_ALM = /[\u200F\u061C]/;

const isRtlLetter = (ch: string) => LETTER.test(ch) && RTL_LETTER.test(ch);
const isLtrLetter = (ch: string) => LETTER.test(ch) && !RTL_LETTER.test(ch);

export interface BidiProblem {
  /** Why it reads wrong, in a few words for the report. */
  reason: string;
  /** The part of the text that moves. */
  run: string;
}

/**
 * Replaces each isolate (FSI, LRI or RLI up to its PDI, or to the end) by OBJECT and drops the
 * other explicit formatting characters (embeddings and overrides do not isolate).
 */
export function collapseIsolates(text: string): string {
  let out = '';
  let depth = 0;
  for (const ch of text) {
    if (ch === '\u2066' || ch === '\u2067' || ch === '\u2068') {
      if (depth === 0) out += OBJECT;
      depth++;
    } else if (ch === '\u2069') {
      if (depth > 0) depth--;
    } else if (/[\u202A-\u202E]/.test(ch)) {
      continue;
    } else if (depth === 0) out += ch;
  }
  return out;
}

/**
 * A problem with `text` laid out as one paragraph of direction `dir`, or null. `text` has its
 * isolates collapsed already (collapseIsolates). The rules, for a right-to-left paragraph (the
 * same with the directions swapped for a left-to-right one, except the sign rule):
 * 1. With right-to-left letters present, a left-to-right run of more than one word (a name, a
 *    store, a coupon, an address) is a piece of content that belongs in an isolate.
 * 2. With right-to-left letters present, digits or a sign next to a left-to-right run ("$20 off",
 *    "12 Main St") attach to the wrong side; in a right-to-left sentence a number with a sign or
 *    currency ("-$20.00", "20$") is an amount whose parts the sentence may reorder.
 * 3. Without right-to-left letters, a left-to-right run with something other than digits glued to
 *    it before it ("12 Main Street", "$20 off", "(Admin)"), or punctuation after it ("Ltd.", ")"),
 *    has that part moved to the other end: the paragraph needs `dir="auto"` or `dir="ltr"`.
 * 4. Without letters at all, a leading + or - before digits ("-$20.00", "+66 81…") ends up on the
 *    right of the number ("$20.00-") unless a left-to-right mark or letter comes first.
 * A single foreign word with nothing but spaces and native letters around it ("USDT", "PayPal"
 * written by a translator inside an Arabic sentence) reads right and is not reported.
 */
export function bidiProblem(text: string, dir: Direction): BidiProblem | null {
  const chars = [...text];
  const isNative = dir === 'rtl' ? isRtlLetter : isLtrLetter;
  const isForeign = dir === 'rtl' ? isLtrLetter : isRtlLetter;
  const hasNative = chars.some(isNative);
  const hasForeign = chars.some(isForeign);

  if (!hasForeign) {
    if (hasNative && dir === 'rtl') {
      // Rule 2 without foreign letters: a signed amount or currency glued to digits in a sentence.
      const m = SIGNED_NUMBER.exec(text);
      return m ? { reason: 'amount with a sign or currency in a sentence', run: signedRun(text, m.index, m[0].length) } : null;
    }
    if (dir === 'rtl') return leadingSign(chars);
    return null;
  }

  // Foreign runs: from a foreign letter to the last foreign letter before the next native one.
  for (let i = 0; i < chars.length; i++) {
    if (!isForeign(chars[i]!)) continue;
    let end = i;
    let j = i + 1;
    for (; j < chars.length && !isNative(chars[j]!); j++) if (isForeign(chars[j]!)) end = j;
    const runStart = i;
    i = end;
    const before = gap(chars, runStart, -1, isNative);
    const after = gap(chars, end, 1, isNative);
    const run = chars.slice(runStart, end + 1).join('');
    if (hasNative) {
      if (/\s/.test(run)) return { reason: 'words in another direction inside a sentence', run };
      // In a left-to-right sentence only digits after Arabic letters join them (as Arabic numbers);
      // in a right-to-left one, digits on either side of Latin words belong to neither for sure.
      const loose = (c: string) => DIGIT.test(c) || SIGN.test(c);
      if ((dir === 'rtl' && before.some(loose)) || after.some(loose)) {
        return { reason: 'digits or a sign next to words in another direction', run: `${before.join('')}${run}${after.join('')}`.trim() };
      }
    } else {
      const lead = before.join('').trimStart();
      if (lead && !/^\p{Nd}+$/u.test(lead) && /[^\s\uFFFC]/u.test(lead)) {
        return { reason: 'the start of a text in another direction moves to its end', run: `${lead}${run}` };
      }
      const tail = after.join('').trimEnd();
      const last = [...tail].pop();
      if (last && last !== OBJECT && !DIGIT.test(last) && !(SIGN.test(last) && DIGIT.test([...tail].at(-2) ?? ''))) {
        return { reason: 'the end of a text in another direction moves to its start', run: `${run}${tail}` };
      }
    }
  }
  if (hasNative && dir === 'rtl') {
    const m = SIGNED_NUMBER.exec(text);
    if (m) return { reason: 'amount with a sign or currency in a sentence', run: signedRun(text, m.index, m[0].length) };
  }
  return null;
}

/** The characters between a run's edge and the next native letter (or the text's edge). */
function gap(chars: string[], from: number, step: 1 | -1, isNative: (ch: string) => boolean): string[] {
  const out: string[] = [];
  for (let k = from + step; k >= 0 && k < chars.length && !isNative(chars[k]!); k += step) {
    if (step === 1) out.push(chars[k]!);
    else out.unshift(chars[k]!);
  }
  return out;
}

/** The whole amount around a match: its digits, separators, sign, currency and direction marks. */
function signedRun(text: string, index: number, length: number): string {
  const part = /[\p{Nd}.,\u066B\u066C+\-\u2212\p{Sc}\u200E\u200F\u061C]/u;
  let start = index;
  let end = index + length;
  while (start > 0 && part.test(text[start - 1]!)) start--;
  while (end < text.length && part.test(text[end]!)) end++;
  return text.slice(start, end);
}

/** Rule 4: a leading sign in a right-to-left paragraph without letters. */
function leadingSign(chars: string[]): BidiProblem | null {
  const text = chars.join('');
  const m = LEADING_SIGN.exec(text);
  if (!m) return null;
  // A left-to-right mark before the sign keeps it on the left; a right-to-left one means on the right.
  const before = text.slice(0, m.index);
  const marks = [...before].filter((c) => c === LRM || RLM_ALM.test(c));
  if (marks.at(-1) === LRM) return null;
  return { reason: 'a sign before a number in a right-to-left paragraph moves behind it', run: text.trim() };
}
