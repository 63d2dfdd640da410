import { style } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

export const root = style({
  minBlockSize: '100dvh',
  background: vars.color.ground,
});

// Landscape notches: the inline insets are physical (left/right), so both sides take the larger
// one; that keeps the layout symmetric and direction-neutral.
const inlineInset = 'max(env(safe-area-inset-left, 0px), env(safe-area-inset-right, 0px))';

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  blockSize: '100dvh',
  maxInlineSize: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: inlineInset,
  background: vars.color.ground,
  '@media': {
    // On a wide screen the 400px column is set off from the ground around it.
    [`screen and (min-width: 401px)`]: { boxShadow: vars.elevation.raised },
  },
});

export const content = style({
  flex: '1 1 auto',
  minBlockSize: 0,
  overflowY: 'auto',
  overscrollBehaviorY: 'contain',
  WebkitOverflowScrolling: 'touch',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    // Without a bar to absorb them, the content keeps clear of the notch and the home indicator.
    '&:not([data-top-bar])': { paddingBlockStart: 'env(safe-area-inset-top, 0px)' },
    '&:not([data-bottom-bar])': { paddingBlockEnd: 'env(safe-area-inset-bottom, 0px)' },
  },
});

export const bar = style({ flex: '0 0 auto' });
