import { keyframes } from '@vanilla-extract/css';
import { style } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 } });
const popIn = keyframes({ from: { opacity: 0, transform: 'scale(0.92)' } });
const duration = vars.motion.durationFast;
const easing = vars.motion.easingOut;

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  background: vars.color.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xl,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${duration} ${easing}` },
    '&[data-exiting]': { animation: `${fadeIn} ${duration} ${easing} reverse` },
  },
});

export const modal = style({
  inlineSize: '100%',
  maxInlineSize: '320px',
  maxBlockSize: '100%',
  display: 'flex',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation.overlay,
  overflow: 'hidden',
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${popIn} ${duration} ${easing}` },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  inlineSize: '100%',
  outline: 'none',
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  overflowY: 'auto',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.title,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const message = style({
  margin: 0,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textSecondary,
  overflowWrap: 'break-word',
});

export const actions = style({
  display: 'flex',
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const action = style({
  flex: 1,
  minBlockSize: '48px',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  border: 'none',
  background: 'transparent',
  fontSize: vars.font.size.title,
  lineHeight: vars.font.lineHeight.tight,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '& + &': { borderInlineStart: `1px solid ${vars.color.border}` },
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfacePressed },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textDisabled },
    '&[aria-disabled]': { cursor: 'progress' },
  },
});

export const cancel = style({ color: vars.color.textSecondary });
export const confirm = style({ color: vars.color.accentText, fontWeight: vars.font.weight.medium });
export const danger = style({ color: vars.color.dangerText, fontWeight: vars.font.weight.medium });
export const actionInner = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
});
