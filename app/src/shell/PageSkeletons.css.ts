import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

/** Sections one under the other, edge to edge (the product and account pages). */
export const sections = style({ display: 'grid', alignContent: 'start', gap: vars.space.sm });

/** Home's search bar: the same white bar and 44px pill as the real one. */
export const searchBar = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.gutter,
  background: vars.color.surface,
});

/** A white card, as the content's cards are. */
export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.gutter,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

/** A card that reaches the screen's edges (the product page's sections). */
export const band = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.gutter,
  background: vars.color.surface,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const rowTop = style([row, { alignItems: 'flex-start' }]);

export const stack = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const spread = style([row, { justifyContent: 'space-between' }]);

/** The orders page's tab row under its bar. */
export const tabs = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.gutter,
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

/** The product page's action bar: favourite, add to cart, buy now. */
export const actionBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '56px',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.gutter,
  background: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const grow = style({ flex: '1 1 0' });

/** A group of rows on a white card (the account page's). */
export const cells = style({
  display: 'grid',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: '52px',
  paddingInline: vars.space.md,
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border}` } },
});

export const shortcuts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: vars.space.xs,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

/** A group's small title above its card (Wallet, My orders). */
export const groupTitle = style({ marginBlockStart: vars.space.xs, marginInlineStart: vars.space.xs });

// Shapes the kit's Skeleton does not have: a doubled class outranks its shape's size and corners.
export const checkboxShape = style({ selectors: { '&&': { borderRadius: vars.radius.sm } } });
export const cardShape = style({ selectors: { '&&': { borderRadius: vars.radius.lg } } });
