/** Awkward text every rule is tried with: blanks, huge, emoji, right-to-left and mixed scripts. */
export const BLANKS = {
  empty: '',
  spaces: '   ',
  tabsAndNewlines: '\t\n\r\n',
  noBreakSpaces: '\u00A0\u202F\u3000',
  zeroWidth: '\u200B\u200C\u200D\uFEFF',
  bidiMarks: '\u200E\u200F\u2066\u2069',
} as const;

export const ODD_TEXT = {
  veryLong: 'x'.repeat(10_000),
  emoji: '👨‍👩‍👧‍👦🇹🇭',
  rtl: 'مرحبا بالعالم',
  mixed: 'ถนน Main St. 12 شارع 北京',
  devanagari: 'क्षत्रिय',
  thai: 'กรุงเทพมหานคร',
  rtlOverride: '\u202Egnp.exe',
} as const;
