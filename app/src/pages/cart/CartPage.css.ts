import { style } from '@vanilla-extract/css';
import { vars, focusRing } from '@shop/ui/theme';
import { atoms } from '@shop/ui/atoms';

export const content = atoms({ display: 'grid', gap: 'sm', padding: 'gutter' });

export const stores = atoms({ display: 'grid', gap: 'sm', margin: 'none', padding: 'none', listStyle: 'none' });

/** One store's lines: a white card with the store's checkbox as its header. */
export const store = style([
  atoms({ borderRadius: 'lg', background: 'surface' }),
  { paddingBlock: vars.space.xs, paddingInline: vars.space.gutter },
]);

export const storeHeader = style([
  atoms({ display: 'flex', alignItems: 'center', gap: 'xs' }),
  { borderBlockEnd: `1px solid ${vars.color.border}` },
]);

export const storeName = atoms({ margin: 'none', fontSize: 'title', fontWeight: 'bold', overflowWrap: 'break-word' });

export const lines = atoms({ margin: 'none', padding: 'none', listStyle: 'none' });

export const line = style([
  atoms({ display: 'flex', alignItems: 'flex-start', gap: 'sm', paddingBlock: 'sm' }),
  {
    selectors: {
      '& + &': { borderBlockStart: `1px solid ${vars.color.border}` },
    },
  },
]);

/** An unavailable line: greyed, still readable (the text keeps AA contrast), still removable. */
export const lineUnavailable = style({});

/**
 * A line's checkbox has no visible label, so its box alone would be a 28px target: the label
 * reaches into the card's padding and is at least 44px wide (the box stays where it was).
 */
export const lineCheck = style([
  atoms({ flexShrink: '0' }),
  {
    minInlineSize: vars.layout.touchTarget,
    marginInlineStart: `calc(-1 * ${vars.space.gutter})`,
    paddingInlineStart: vars.space.gutter,
  },
]);

export const thumb = style([
  atoms({ flexShrink: '0', borderRadius: 'md', overflow: 'hidden' }),
  {
    inlineSize: '80px',
    ...focusRing,
    selectors: {
      ...focusRing.selectors,
      [`${lineUnavailable} &`]: { opacity: 0.45 },
    },
  },
]);

export const lineBody = atoms({ flex: 'fill', minInlineSize: '0', display: 'grid', gap: 'xs' });

export const lineName = style([
  atoms({
    overflow: 'hidden', color: 'text', fontSize: 'body', lineHeight: 'normal', textDecoration: 'none',
    overflowWrap: 'break-word',
  }),
  {
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    ...focusRing,
    selectors: {
      ...focusRing.selectors,
      [`${lineUnavailable} &`]: { color: vars.color.textSecondary },
    },
  },
]);

export const lineFoot = atoms({
  display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 'xs',
});

export const linePrice = style([
  atoms({ color: 'accentText' }),
  { selectors: { [`${lineUnavailable} &`]: { color: vars.color.textSecondary } } },
]);

export const lineActions = atoms({
  display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 'xs',
});

export const unavailableNote = atoms({ fontSize: 'caption', color: 'textSecondary' });

/** The bar above the tabs: select all, the total, and check out (or delete in edit mode). */
export const actionBar = style([
  atoms({ display: 'flex', alignItems: 'center', gap: 'sm', background: 'surface' }),
  {
    minBlockSize: '56px',
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.gutter,
    borderBlockStart: `1px solid ${vars.color.border}`,
  },
]);

export const selectAll = atoms({ flexShrink: '0' });

export const total = style([
  atoms({
    flex: 'fill', minInlineSize: '0', display: 'flex', flexWrap: 'wrap', alignItems: 'baseline',
    justifyContent: 'flex-end', fontSize: 'body', textAlign: 'end',
  }),
  { columnGap: vars.space.xs },
]);

export const totalPrice = atoms({ color: 'accentText' });

export const spacer = atoms({ flex: 'fill' });

export const visitor = style([
  atoms({ display: 'grid', justifyItems: 'center', gap: 'md', textAlign: 'center' }),
  { paddingBlock: vars.space.xxl, paddingInline: vars.space.gutter },
]);

export const visitorText = atoms({ margin: 'none', color: 'textSecondary', fontSize: 'body' });

/** A link that looks like the kit's primary button. */
export const linkButton = style([
  atoms({
    display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minBlockSize: 'touchTarget',
    paddingInline: 'xl', borderRadius: 'pill', background: 'accentFill', color: 'onAccent', fontSize: 'body',
    fontWeight: 'medium', textDecoration: 'none',
  }),
  { ...focusRing },
]);

/** "Check out (3)" stays on one line; the total beside it wraps instead. */
export const barButton = atoms({ flexShrink: '0', whiteSpace: 'nowrap' });
