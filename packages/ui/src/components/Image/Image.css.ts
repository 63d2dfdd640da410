import { style } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

export const frame = style({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  inlineSize: '100%',
  background: vars.color.surfacePressed,
  color: vars.color.textTertiary,
});

export const img = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  opacity: 0,
  transition: `opacity ${vars.motion.durationFast} ${vars.motion.easingOut}`,
  // An eager image is the first screen's hero: it paints as soon as it decodes, without waiting
  // for a script to reveal it (that wait is what a phone's largest paint would measure).
  selectors: { '&[data-loaded], &[loading="eager"]': { opacity: 1 } },
});

export const fallback = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  fontSize: vars.font.size.caption,
  color: vars.color.textSecondary,
  textAlign: 'center',
});

export const icon = style({ fontSize: '28px', color: vars.color.textTertiary });
