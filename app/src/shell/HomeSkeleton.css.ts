import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

/** The page's content column: the gutter around, cards one under the other. */
export const column = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.gutter,
});

export const categoryGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  rowGap: vars.space.sm,
  justifyItems: 'center',
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const category = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  inlineSize: '100%',
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
});

/** A product card: photo, two lines of name, the price. */
export const productCard = style({
  display: 'grid',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const productCardBody = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
});

// Shapes the kit's Skeleton does not have: a doubled class outranks its shape's size and corners.
export const pillShape = style({ selectors: { '&&': { borderRadius: vars.radius.pill } } });
/** A photo: as tall as it is wide, edge to edge. */
export const squareShape = style({ selectors: { '&&': { aspectRatio: '1', blockSize: 'auto', borderRadius: 0 } } });
/** Home's banner: twice as wide as tall. */
export const bannerShape = style({ selectors: { '&&': { aspectRatio: '2 / 1', blockSize: 'auto', borderRadius: vars.radius.lg } } });
