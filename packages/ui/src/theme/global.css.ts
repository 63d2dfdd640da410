import { globalStyle } from './layer.css';
import { vars } from './contract.css';

// Logical properties only: right-to-left needs no special case anywhere.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  WebkitTapHighlightColor: 'transparent',
});

globalStyle('body', {
  margin: 0,
  minBlockSize: '100dvh',
  background: vars.color.ground,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
  // Line breaking (VISUAL.md): lines break between words, and a word breaks only when it cannot
  // fit a line on its own (a long address). Not `overflow-wrap: anywhere` for text of language:
  // it lets a flex item shrink below its longest word, which then breaks ("Zu versende / n").
  overflowWrap: 'break-word',
});

// Japanese keeps its phrases whole ("カートに入れる", not "カートに入れ / る"): Chromium's own
// phrase analysis. Chinese gets the same from BudouX in the app's i18n (word joiners).
globalStyle(':root:lang(ja)', { wordBreak: 'auto-phrase' });
// Korean puts spaces between its words; without keep-all a line may break between any two syllables.
globalStyle(':root:lang(ko)', { wordBreak: 'keep-all' });

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });
globalStyle('img, svg, video', { display: 'block', maxInlineSize: '100%' });
globalStyle('button, input, textarea, select', { font: 'inherit', color: 'inherit' });

globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
