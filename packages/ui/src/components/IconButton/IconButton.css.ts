import { style, styleVariants } from '@vanilla-extract/css';
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
