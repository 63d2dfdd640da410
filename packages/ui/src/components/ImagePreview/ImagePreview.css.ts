import { keyframes } from '@vanilla-extract/css';
import { style } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  background: '#000',
  selectors: {
    '&[data-entering]': {
      animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easingOut}`,
    },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easingOut} reverse`,
    },
  },
});

export const modal = style({ position: 'absolute', inset: 0, outline: 'none' });

export const dialog = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  color: '#fff',
  outline: 'none',
});

const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingInline: vars.space.sm,
  minBlockSize: vars.layout.navBarHeight,
  zIndex: 1,
});

export const top = style([bar, { paddingBlockStart: 'env(safe-area-inset-top)' }]);
export const bottom = style([
  bar,
  {
    justifyContent: 'center',
    gap: vars.space.xl,
    paddingBlockEnd: `max(${vars.space.sm}, env(safe-area-inset-bottom))`,
  },
]);

export const counter = style({
  paddingInlineStart: vars.space.sm,
  fontSize: vars.font.size.title,
  fontVariantNumeric: 'tabular-nums',
});

export const stage = style({
  position: 'relative',
  flex: 1,
  minBlockSize: 0,
  overflow: 'hidden',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  // The stage handles swipes and pans itself.
  touchAction: 'none',
  userSelect: 'none',
});

export const image = style({
  maxInlineSize: '100%',
  maxBlockSize: '100%',
  objectFit: 'contain',
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easingOut}`,
  cursor: 'zoom-in',
  pointerEvents: 'none',
});

export const zoomed = style({ cursor: 'grab', transition: 'none' });

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.layout.touchTarget,
  blockSize: vars.layout.touchTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'rgba(255, 255, 255, 0.12)',
  color: '#fff',
  fontSize: '24px',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: 'rgba(255, 255, 255, 0.24)' },
    '&[data-focus-visible]': { outline: '2px solid #fff', outlineOffset: '2px' },
    '&[aria-disabled]': { opacity: 0.35, cursor: 'default' },
  },
});

/** Directional chevrons point the other way in right-to-left (the only mirrored element). */
export const directional = style({ selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } } });

export { visuallyHidden } from '../../theme/visuallyHidden.css';
