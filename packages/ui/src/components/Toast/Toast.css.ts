import { keyframes } from '@vanilla-extract/css';
import { style, styleVariants } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

const appear = keyframes({ from: { opacity: 0, transform: 'scale(0.9)' } });

/** The live regions: always in the page, transparent to the pointer, centred on the 400px column. */
export const region = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xl,
  pointerEvents: 'none',
});

export const toast = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  maxInlineSize: 'min(100%, 300px)',
  paddingBlock: vars.space.gutter,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.text,
  color: vars.color.textInverse,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.normal,
  textAlign: 'center',
  overflowWrap: 'break-word',
  boxShadow: vars.elevation.overlay,
  animation: `${appear} ${vars.motion.durationFast} ${vars.motion.easingOut}`,
});

export const withIcon = style({ minInlineSize: '120px', paddingBlock: vars.space.md });

export const icon = styleVariants({
  info: { fontSize: '32px' },
  success: { fontSize: '32px' },
  error: { fontSize: '32px' },
  loading: { fontSize: '28px' },
});

export const loadingOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  // Transparent but present: it takes every press so nothing behind can be used.
  background: 'transparent',
});

export const loadingModal = style({ outline: 'none' });
// Focus is parked on the dialog only to keep it inside; there is nothing to act on, so no ring.
export const loadingDialog = style({ outline: 'none', selectors: { '&:focus-visible': { outline: 'none' } } });
