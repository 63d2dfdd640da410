import { keyframes } from '@vanilla-extract/css';
import { style } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const label = style({
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const group = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'center',
});

// The real input lies over the cells: taps anywhere on them focus it and open the keyboard.
export const input = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  margin: 0,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'transparent',
  caretColor: 'transparent',
  // 16px keeps iOS from zooming in on focus.
  fontSize: '16px',
  opacity: 0,
  outline: 'none',
  cursor: 'text',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

const blink = keyframes({ '50%': { opacity: 0 } });

export const cell = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: '1 1 0',
  maxInlineSize: '48px',
  blockSize: '52px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: '22px',
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easingOut}`,
  selectors: {
    '&[data-invalid]': { borderColor: vars.color.dangerText },
    '&[data-disabled]': { background: vars.color.surfaceMuted, color: vars.color.textDisabled, borderColor: vars.color.border },
    '&[data-active]': { borderColor: vars.color.accent, boxShadow: `0 0 0 1px ${vars.color.accent}` },
    // The caret of the active, empty cell.
    '&[data-active]:not([data-filled])::after': {
      content: '""',
      inlineSize: '2px',
      blockSize: '24px',
      background: vars.color.accent,
      animation: `${blink} 1s step-end infinite`,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&[data-active]:not([data-filled])::after': { animation: 'none' } } } },
});

// Keyboard focus gets the usual ring around the whole row.
export const focusRing = style({
  selectors: {
    [`${group}:has(input:focus-visible) &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const description = style({ fontSize: vars.font.size.caption, color: vars.color.textSecondary });
export const error = style({ fontSize: vars.font.size.caption, color: vars.color.dangerText });
