import { keyframes } from '@vanilla-extract/css';
import { style, styleVariants } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

const slideDown = keyframes({ from: { transform: 'translateY(-100%)' } });

export const region = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: vars.zIndex.notify,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
});

export const banner = style({
  inlineSize: '100%',
  maxInlineSize: vars.layout.maxWidth,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.layout.touchTarget,
  paddingBlockStart: `max(${vars.space.sm}, env(safe-area-inset-top))`,
  paddingBlockEnd: vars.space.sm,
  paddingInline: vars.space.md,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.normal,
  textAlign: 'center',
  overflowWrap: 'break-word',
  color: vars.color.textInverse,
  animation: `${slideDown} ${vars.motion.durationNavigation} ${vars.motion.easingOut}`,
});

// Text-safe tones as fills: small white text on them passes AA.
export const tone = styleVariants({
  info: { background: vars.color.infoText },
  success: { background: vars.color.successText },
  warning: { background: vars.color.warningText },
  error: { background: vars.color.dangerText },
});

export const icon = style({ flexShrink: 0, fontSize: '20px' });
