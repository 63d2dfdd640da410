import { createGlobalTheme } from '@vanilla-extract/css';
import { globalStyle, kitLayer } from './layer.css';
import { vars } from './contract.css';
import {
  CJK_FAMILIES,
  familyStackFor,
  TALL_SCRIPT_LANGUAGES,
  TALL_SCRIPT_LINE_HEIGHT,
} from './scripts';
import { lightTokens, reducedMotionDuration } from './tokens';

/** The one light theme, on :root so portals (dialogs, toasts) inherit it too. */
createGlobalTheme(':root', vars, { '@layer': kitLayer, ...lightTokens });

// Scripts with tall marks get more line height so nothing clips (VISUAL.md: Type).
globalStyle(`:root:is(${TALL_SCRIPT_LANGUAGES.map((lang) => `:lang(${lang})`).join(', ')})`, {
  vars: {
    [vars.font.lineHeight.normal]: TALL_SCRIPT_LINE_HEIGHT.normal,
    [vars.font.lineHeight.tight]: TALL_SCRIPT_LINE_HEIGHT.tight,
  },
});

// Han characters take their regional glyphs (scripts.ts says why the stack keeps every script).
for (const [lang, family] of Object.entries(CJK_FAMILIES)) {
  globalStyle(`:root:lang(${lang})`, { vars: { [vars.font.family]: familyStackFor(family) } });
  // A phrase marked with its own language inside a page in another one (each language's name in
  // the language picker) takes its own glyphs too; Hangul has no fallback in the other stacks.
  globalStyle(`[lang]:not(:root):lang(${lang})`, { fontFamily: familyStackFor(family) });
}

// Under reduced motion every transition and animation of the kit becomes instant.
globalStyle(':root', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: {
        [vars.motion.durationNavigation]: reducedMotionDuration,
        [vars.motion.durationFast]: reducedMotionDuration,
      },
    },
  },
});
