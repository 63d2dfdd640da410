import { style, styleVariants } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.layout.touchTarget,
  blockSize: vars.layout.touchTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.round,
  fontSize: '24px',
  cursor: 'pointer',
  touchAction: 'manipulation',
  outline: 'none',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingOut}`,
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const tone = styleVariants({
  plain: {
    background: 'transparent',
    color: vars.color.text,
    selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.surfacePressed } },
  },
  accent: {
    background: 'transparent',
    color: vars.color.accentText,
    selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.accentSubtle } },
  },
  filled: {
    background: vars.color.surfaceMuted,
    color: vars.color.text,
    boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
    selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.surfacePressed } },
  },
});

/** Directional icons (back, forward) point the other way right-to-left; nothing else mirrors. */
export const mirror = style({
  display: 'inline-flex',
  selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } },
});

// A native `<button>` (see iconButtonClassName.ts): the same states from pseudo-classes instead of
// react-aria's data attributes. Added on top of `base` and `tone`, which never match it.
export const nativeBase = style({
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&:disabled': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

const pressedFill = {
  plain: vars.color.surfacePressed,
  accent: vars.color.accentSubtle,
  filled: vars.color.surfacePressed,
};

// Hover only where there is a real pointer (a touch screen's emulated hover would stick).
export const nativeTone = styleVariants(pressedFill, (fill) => ({
  selectors: { '&:active:not(:disabled)': { background: fill } },
  '@media': { '(hover: hover)': { selectors: { '&:hover:not(:disabled)': { background: fill } } } },
}));
