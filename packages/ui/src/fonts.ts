// One Noto family per script; each stylesheet declares unicode-range slices, so a page downloads
// only the glyph files its text uses. Latin, Arabic, Thai and Devanagari declare a handful of
// slices each and load with the kit; the CJK families declare over a hundred slices each (about
// 400 KB of render-blocking CSS together), so each comes only when its language is chosen.
import '@fontsource-variable/noto-sans/wght.css';
import '@fontsource-variable/noto-sans-arabic/wght.css';
import '@fontsource-variable/noto-sans-thai/wght.css';
import '@fontsource-variable/noto-sans-devanagari/wght.css';

const CJK_FONTS: Record<string, () => Promise<unknown>> = {
  ja: () => import('@fontsource-variable/noto-sans-jp/wght.css'),
  ko: () => import('@fontsource-variable/noto-sans-kr/wght.css'),
  zh: () => import('@fontsource-variable/noto-sans-sc/wght.css'),
  'zh-Hans': () => import('@fontsource-variable/noto-sans-sc/wght.css'),
  'zh-Hant': () => import('@fontsource-variable/noto-sans-tc/wght.css'),
};

/** Loads the font stylesheet a language needs beyond the ones every page has (CJK only). */
export function loadFontsFor(language: string): Promise<unknown> {
  return CJK_FONTS[language]?.() ?? Promise.resolve();
}
