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
const familyFor = (cjk: string) =>
  `'Noto Sans Variable', ${cjk}, 'Noto Sans SC Variable', system-ui, sans-serif`;
globalStyle(':root:lang(zh-Hans)', { vars: { [vars.font.family]: familyFor("'Noto Sans SC Variable'") } });
globalStyle(':root:lang(zh-Hant)', { vars: { [vars.font.family]: familyFor("'Noto Sans TC Variable'") } });
globalStyle(':root:lang(ja)', { vars: { [vars.font.family]: familyFor("'Noto Sans JP Variable'") } });
globalStyle(':root:lang(ko)', { vars: { [vars.font.family]: familyFor("'Noto Sans KR Variable'") } });

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
