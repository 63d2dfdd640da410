import { keyframes } from '@vanilla-extract/css';
import { style } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.md,
});

export const title = style({
  textAlign: 'center',
  fontSize: vars.font.size.title,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

const shake = keyframes({
  '0%, 100%': { transform: 'translateX(0)' },
  '20%, 60%': { transform: 'translateX(-8px)' },
  '40%, 80%': { transform: 'translateX(8px)' },
});

export const dotsWrap = style({
  position: 'relative',
  alignSelf: 'center',
  inlineSize: '100%',
  maxInlineSize: '312px',
});

export const shaking = style({
  animation: `${shake} 400ms ${vars.motion.easingOut}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const dots = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
  selectors: {
    [`${dotsWrap}:has(input:focus-visible) &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-invalid]': { borderColor: vars.color.dangerText },
  },
});

export const slot = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  blockSize: '48px',
  selectors: { '&:not(:last-child)': { borderInlineEnd: `1px solid ${vars.color.border}` } },
});

export const dot = style({
  inlineSize: '10px',
  blockSize: '10px',
  borderRadius: vars.radius.round,
  background: vars.color.text,
});

// The real password input sits over the dots: hardware keys and screen readers use it.
export const input = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  margin: 0,
  padding: 0,
  border: 'none',
  opacity: 0,
  fontSize: '16px',
  cursor: 'pointer',
});

export const error = style({
  textAlign: 'center',
  fontSize: vars.font.size.body,
  color: vars.color.dangerText,
});

export const keypad = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.ground,
  borderRadius: vars.radius.lg,
});

export const key = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: '52px',
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.elevation.card,
  fontSize: '24px',
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  touchAction: 'manipulation',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-pressed]': { background: vars.color.surfacePressed },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const deleteKey = style({ background: 'transparent', boxShadow: 'none' });
