import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';
import { atoms } from '@shop/ui/atoms';

/** The page's content column: the gutter around, cards one under the other. */
export const column = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.gutter,
});

export const categoryGrid = style([
  atoms({ display: 'grid', justifyItems: 'center', padding: 'sm', borderRadius: 'lg', background: 'surface' }),
  { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', rowGap: vars.space.sm },
]);

export const category = atoms({ display: 'grid', justifyItems: 'center', gap: 'xs', inlineSize: 'full' });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
});

/** A product card: photo, two lines of name, the price. */
export const productCard = atoms({ display: 'grid', overflow: 'hidden', borderRadius: 'lg', background: 'surface' });

export const productCardBody = atoms({ display: 'grid', gap: 'xs', padding: 'sm' });

// Shapes the kit's Skeleton does not have: a doubled class outranks its shape's size and corners.
export const pillShape = style({ selectors: { '&&': { borderRadius: vars.radius.pill } } });
/** A photo: as tall as it is wide, edge to edge. */
export const squareShape = style({ selectors: { '&&': { aspectRatio: '1', blockSize: 'auto', borderRadius: 0 } } });
/** Home's banner: twice as wide as tall. */
export const bannerShape = style({ selectors: { '&&': { aspectRatio: '2 / 1', blockSize: 'auto', borderRadius: vars.radius.lg } } });
