import { style } from '@vanilla-extract/css';
import { vars, focusRing } from '@shop/ui/theme';

export const content = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.gutter,
});

export const stores = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One store's lines: a white card with the store's checkbox as its header. */
export const store = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.gutter,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const storeHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const storeName = style({
  margin: 0,
  fontSize: vars.font.size.title,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'break-word',
});

export const lines = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const line = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  selectors: {
    '& + &': { borderBlockStart: `1px solid ${vars.color.border}` },
  },
});

/** An unavailable line: greyed, still readable (the text keeps AA contrast), still removable. */
export const lineUnavailable = style({});

/**
 * A line's checkbox has no visible label, so its box alone would be a 28px target: the label
 * reaches into the card's padding and is at least 44px wide (the box stays where it was).
 */
export const lineCheck = style({
  flexShrink: 0,
  minInlineSize: vars.layout.touchTarget,
  marginInlineStart: `calc(-1 * ${vars.space.gutter})`,
  paddingInlineStart: vars.space.gutter,
});

export const thumb = style({
  flexShrink: 0,
  inlineSize: '80px',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  ...focusRing,
  selectors: {
    ...focusRing.selectors,
    [`${lineUnavailable} &`]: { opacity: 0.45 },
  },
});

export const lineBody = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const lineName = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  color: vars.color.text,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.normal,
  textDecoration: 'none',
  overflowWrap: 'break-word',
  ...focusRing,
  selectors: {
    ...focusRing.selectors,
    [`${lineUnavailable} &`]: { color: vars.color.textSecondary },
  },
});

export const lineFoot = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const linePrice = style({
  color: vars.color.accentText,
  selectors: { [`${lineUnavailable} &`]: { color: vars.color.textSecondary } },
});

export const lineActions = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const unavailableNote = style({
  fontSize: vars.font.size.caption,
  color: vars.color.textSecondary,
});

/** The bar above the tabs: select all, the total, and check out (or delete in edit mode). */
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

export const selectAll = style({ flexShrink: 0 });

export const total = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'flex-end',
  columnGap: vars.space.xs,
  fontSize: vars.font.size.body,
  textAlign: 'end',
});

export const totalPrice = style({ color: vars.color.accentText });

export const spacer = style({ flex: '1 1 auto' });

export const visitor = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.gutter,
  textAlign: 'center',
});

export const visitorText = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.font.size.body,
});

/** A link that looks like the kit's primary button. */
export const linkButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.xl,
  borderRadius: vars.radius.pill,
  background: vars.color.accentFill,
  color: vars.color.onAccent,
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  ...focusRing,
});

/** "Check out (3)" stays on one line; the total beside it wraps instead. */
export const barButton = style({ flexShrink: 0, whiteSpace: 'nowrap' });
