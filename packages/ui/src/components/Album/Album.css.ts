import { style } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A single image is shown larger, two thirds of the width. */
export const single = style({ gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' });

export const tile = style({
  position: 'relative',
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '1',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  background: vars.color.surfacePressed,
  cursor: 'zoom-in',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-pressed]': { opacity: 0.85 },
  },
});

export const image = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const more = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(0, 0, 0, 0.55)',
  color: vars.color.textInverse,
  fontSize: vars.font.size.pageTitle,
  fontWeight: vars.font.weight.bold,
});
