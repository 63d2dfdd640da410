/**
 * Which font draws which script, and how tall its lines are: the data theme.css.ts turns into CSS,
 * exported so the Storybook foundation pages show the same values instead of copies.
 * One Noto family per script (VISUAL.md: Type); each ships as an @fontsource-variable package.
 */

/** The script families in the order the base stack tries them (lightTokens.font.family). */
export const SCRIPT_FAMILIES = [
  {
    script: 'Latin, Cyrillic, Greek, Vietnamese',
    family: "'Noto Sans Variable'",
    fontPackage: '@fontsource-variable/noto-sans',
    languages: ['en', 'fr', 'de', 'es', 'pt', 'id', 'vi', 'ru'],
  },
  {
    script: 'Arabic',
    family: "'Noto Sans Arabic Variable'",
    fontPackage: '@fontsource-variable/noto-sans-arabic',
    languages: ['ar'],
  },
  {
    script: 'Thai',
    family: "'Noto Sans Thai Variable'",
    fontPackage: '@fontsource-variable/noto-sans-thai',
    languages: ['th'],
  },
  {
    script: 'Devanagari',
    family: "'Noto Sans Devanagari Variable'",
    fontPackage: '@fontsource-variable/noto-sans-devanagari',
    languages: ['hi'],
  },
  {
    script: 'Han, simplified',
    family: "'Noto Sans SC Variable'",
    fontPackage: '@fontsource-variable/noto-sans-sc',
    languages: ['zh-Hans'],
  },
  {
    script: 'Han, traditional',
    family: "'Noto Sans TC Variable'",
    fontPackage: '@fontsource-variable/noto-sans-tc',
    languages: ['zh-Hant'],
  },
  {
    script: 'Japanese (kana and kanji)',
    family: "'Noto Sans JP Variable'",
    fontPackage: '@fontsource-variable/noto-sans-jp',
    languages: ['ja'],
  },
  {
    script: 'Korean (Hangul)',
    family: "'Noto Sans KR Variable'",
    fontPackage: '@fontsource-variable/noto-sans-kr',
    languages: ['ko'],
  },
] as const;

/** Han characters take their regional glyphs: the CJK family a page in each language puts first. */
export const CJK_FAMILIES: Record<string, string> = {
  'zh-Hans': "'Noto Sans SC Variable'",
  'zh-Hant': "'Noto Sans TC Variable'",
  ja: "'Noto Sans JP Variable'",
  ko: "'Noto Sans KR Variable'",
};

/**
 * The whole stack for a CJK language: the Latin family stays first for digits and Latin, and the
 * other scripts' families stay in it, since a CJK page shows Arabic and Thai too (each language's
 * own name in the language picker); without them those fell back to whatever the machine has
 * (the visual run's font check found DejaVu Sans and a system Thai font there).
 */
export const familyStackFor = (cjk: string) =>
  `'Noto Sans Variable', ${cjk}, 'Noto Sans Arabic Variable', 'Noto Sans Thai Variable', 'Noto Sans Devanagari Variable', 'Noto Sans SC Variable', system-ui, sans-serif`;

/** Languages whose scripts have tall marks, and the line heights that keep those from clipping. */
export const TALL_SCRIPT_LANGUAGES = ['th', 'hi', 'ar'] as const;
export const TALL_SCRIPT_LINE_HEIGHT = { normal: '1.7', tight: '1.5' } as const;
