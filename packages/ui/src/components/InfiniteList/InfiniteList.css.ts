import { style } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

export const root = style({ position: 'relative', overscrollBehaviorBlock: 'contain' });

export const pull = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  overflow: 'hidden',
  color: vars.color.textSecondary,
  fontSize: vars.font.size.caption,
  transitionProperty: 'block-size',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easingOut,
  selectors: { '&[data-pulling]': { transitionDuration: '0ms' } },
});

export const pullText = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
});

// The keyboard way to refresh: hidden until focused, then shown at the top of the list.
export const refreshButton = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInline: 0,
  marginInline: 'auto',
  inlineSize: 'fit-content',
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.md,
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.accentText,
  boxShadow: vars.elevation.raised,
  cursor: 'pointer',
  selectors: {
    '&:not(:focus)': {
      clipPath: 'inset(50%)',
      blockSize: '1px',
      inlineSize: '1px',
      minBlockSize: 0,
      padding: 0,
      overflow: 'hidden',
      whiteSpace: 'nowrap',
    },
  },
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.layout.touchTarget,
  paddingBlock: vars.space.sm,
  color: vars.color.textSecondary,
  fontSize: vars.font.size.caption,
  textAlign: 'center',
});

export const retry = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.md,
  border: 0,
  background: 'transparent',
  color: vars.color.dangerText,
  fontSize: vars.font.size.caption,
  cursor: 'pointer',
  borderRadius: vars.radius.md,
});

export const sentinel = style({ blockSize: '1px' });
