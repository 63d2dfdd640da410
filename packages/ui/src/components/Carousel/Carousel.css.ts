import { style } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfacePressed,
});

export const viewport = style({
  position: 'relative',
  overflow: 'hidden',
  // Vertical page scrolling stays with the browser; horizontal drags are ours.
  touchAction: 'pan-y',
  userSelect: 'none',
});

export const track = style({
  display: 'flex',
  transitionProperty: 'transform',
  transitionTimingFunction: vars.motion.easingOut,
  willChange: 'transform',
  selectors: { '&[data-dragging]': { transitionDuration: '0ms !important' } },
});

export const slide = style({ flex: '0 0 100%', minInlineSize: 0 });

export const controls = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockEnd: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  // The dots' 44px hit areas are inside the banner: the visible dots sit 22px above its edge.
  paddingInline: vars.space.xs,
  pointerEvents: 'none',
});

export const dots = style({ display: 'flex', alignItems: 'center', pointerEvents: 'auto' });

// A 44px hit area (the kit's touch target) around a small visible dot.
export const dotButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.layout.touchTarget,
  blockSize: vars.layout.touchTarget,
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.surface}`,
      outlineOffset: '-12px',
      borderRadius: vars.radius.pill,
    },
  },
});

export const dot = style({
  display: 'block',
  inlineSize: '6px',
  blockSize: '6px',
  borderRadius: vars.radius.pill,
  background: 'rgba(255, 255, 255, 0.7)',
  boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.35)',
  transition: `inline-size ${vars.motion.durationFast} ${vars.motion.easingOut}`,
  selectors: {
    [`${dotButton}[aria-current="true"] &`]: { inlineSize: '14px', background: vars.color.surface },
  },
});

// A 32px dark disc inside a 44px hit area: the padding is transparent (the fill stops at the
// content box), so the target is the kit's 44px while the control stays small on the banner.
export const pauseButton = style({
  position: 'absolute',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  inlineSize: vars.layout.touchTarget,
  blockSize: vars.layout.touchTarget,
  padding: '6px',
  border: 0,
  borderRadius: vars.radius.round,
  background: 'rgba(0, 0, 0, 0.55)',
  backgroundClip: 'content-box',
  color: vars.color.textInverse,
  fontSize: '14px',
  cursor: 'pointer',
  pointerEvents: 'auto',
  outline: 'none',
  selectors: {
    // Inside the banner's clipped corner: the ring hugs the disc rather than the hit area.
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-4px' },
  },
});
