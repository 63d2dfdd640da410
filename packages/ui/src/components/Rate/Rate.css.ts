import { globalStyle, style, styleVariants } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.color.border,
  outline: 'none',
});

export const size = styleVariants({
  sm: { fontSize: '14px', gap: '2px' },
  md: { fontSize: '20px', gap: vars.space.xxs },
  // The editable size: each star is a 44px touch target.
  lg: { fontSize: '28px' },
});

export const star = style({
  position: 'relative',
  display: 'inline-flex',
  color: vars.color.border,
});

// An editable empty star is a control state: it needs 3:1 against the card.
export const editable = style({});
globalStyle(`${editable} ${star}`, { color: vars.color.borderStrong });

// The filled part of a star grows from the inline start, so half stars mirror in RTL.
export const fill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  overflow: 'hidden',
  color: vars.color.accent,
  display: 'flex',
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: vars.layout.touchTarget,
  minBlockSize: vars.layout.touchTarget,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  outline: 'none',
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easingOut}`,
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
    '&[data-pressed]': { transform: 'scale(0.9)' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});
