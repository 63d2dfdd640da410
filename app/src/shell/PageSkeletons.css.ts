import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';
import { atoms } from '@shop/ui/atoms';

/** Sections one under the other, edge to edge (the product and account pages). */
export const sections = style([atoms({ display: 'grid', gap: 'sm' }), { alignContent: 'start' }]);

/** Home's search bar: the same white bar and 44px pill as the real one. */
export const searchBar = style([
  atoms({ background: 'surface' }),
  { paddingBlock: vars.space.xs, paddingInline: vars.space.gutter },
]);

/** A white card, as the content's cards are. */
export const card = atoms({
  display: 'grid', gap: 'sm', padding: 'gutter', borderRadius: 'lg', background: 'surface',
});

/** A card that reaches the screen's edges (the product page's sections). */
export const band = atoms({ display: 'grid', gap: 'sm', padding: 'gutter', background: 'surface' });

export const row = atoms({ display: 'flex', alignItems: 'center', gap: 'sm' });

export const rowTop = style([row, { alignItems: 'flex-start' }]);

export const stack = atoms({ flex: 'fill', minInlineSize: '0', display: 'grid', gap: 'xs' });

export const spread = style([row, { justifyContent: 'space-between' }]);

/** The orders page's tab row under its bar. */
export const tabs = style([
  atoms({
    display: 'flex', alignItems: 'center', gap: 'lg', minBlockSize: 'touchTarget', paddingInline: 'gutter',
    background: 'surface', overflow: 'hidden',
  }),
  { borderBlockEnd: `1px solid ${vars.color.border}` },
]);

/** The product page's action bar: favourite, add to cart, buy now. */
export const actionBar = style([
  atoms({ display: 'flex', alignItems: 'center', gap: 'sm', background: 'surface' }),
  {
    minBlockSize: '56px',
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.gutter,
    borderBlockStart: `1px solid ${vars.color.border}`,
  },
]);

export const grow = style({ flex: '1 1 0' });

/** A group of rows on a white card (the account page's). */
export const cells = atoms({ display: 'grid', borderRadius: 'lg', background: 'surface', overflow: 'hidden' });

export const cell = style([
  atoms({ display: 'flex', alignItems: 'center', paddingInline: 'md' }),
  {
    minBlockSize: '52px',
    selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border}` } },
  },
]);

export const shortcuts = style([
  atoms({ display: 'grid', gap: 'xs' }),
  {
    gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
    paddingBlock: vars.space.md,
    paddingInline: vars.space.xs,
    borderBlockEnd: `1px solid ${vars.color.border}`,
  },
]);

/** A group's small title above its card (Wallet, My orders). */
export const groupTitle = style({ marginBlockStart: vars.space.xs, marginInlineStart: vars.space.xs });

// Shapes the kit's Skeleton does not have: a doubled class outranks its shape's size and corners.
export const checkboxShape = style({ selectors: { '&&': { borderRadius: vars.radius.sm } } });
export const cardShape = style({ selectors: { '&&': { borderRadius: vars.radius.lg } } });
