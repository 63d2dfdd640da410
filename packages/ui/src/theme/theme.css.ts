import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { lightTokens } from './tokens';

/** The one light theme, on :root so portals (dialogs, toasts) inherit it too. */
createGlobalTheme(':root', vars, lightTokens);

// Scripts with tall marks get more line height so nothing clips (VISUAL.md: Type).
globalStyle(':root:is(:lang(th), :lang(hi), :lang(ar))', {
  vars: {
    [vars.font.lineHeight.normal]: '1.7',
    [vars.font.lineHeight.tight]: '1.5',
  },
});

// Han characters take their regional glyphs; the Latin family stays first for digits and Latin.
// The other scripts' families stay in the stack: a CJK page shows Arabic and Thai too (each
// language's own name in the language picker), and without them those fell back to whatever the
// machine has (the visual run's font check found DejaVu Sans and a system Thai font there).
const familyFor = (cjk: string) =>
  `'Noto Sans Variable', ${cjk}, 'Noto Sans Arabic Variable', 'Noto Sans Thai Variable', 'Noto Sans Devanagari Variable', 'Noto Sans SC Variable', system-ui, sans-serif`;
const CJK_FAMILIES = {
  'zh-Hans': "'Noto Sans SC Variable'",
  'zh-Hant': "'Noto Sans TC Variable'",
  ja: "'Noto Sans JP Variable'",
  ko: "'Noto Sans KR Variable'",
};
for (const [lang, family] of Object.entries(CJK_FAMILIES)) {
  globalStyle(`:root:lang(${lang})`, { vars: { [vars.font.family]: familyFor(family) } });
  // A phrase marked with its own language inside a page in another one (each language's name in
  // the language picker) takes its own glyphs too; Hangul has no fallback in the other stacks.
  globalStyle(`[lang]:not(:root):lang(${lang})`, { fontFamily: familyFor(family) });
}

// Under reduced motion every transition and animation of the kit becomes instant.
globalStyle(':root', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: {
        [vars.motion.durationNavigation]: '0ms',
        [vars.motion.durationFast]: '0ms',
      },
    },
  },
});
