import { style } from '@vanilla-extract/css';
import { vars, focusRing } from '@shop/ui/theme';

/** A column of cards with the page gutters. */
export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.gutter,
  listStyle: 'none',
});

export const listTight = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A white card holding a link (the whole left part) and, optionally, an action at the end. */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const rowLink = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  flex: 1,
  minInlineSize: 0,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  ...focusRing,
});

export const thumb = style({
  flexShrink: 0,
  inlineSize: '88px',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const logo = style({
  flexShrink: 0,
  inlineSize: '56px',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const rowBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
  flex: 1,
});

/** Two lines at most, then an ellipsis. */
export const name = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'break-word',
});

export const title = style([
  name,
  {
    fontSize: vars.font.size.title,
    fontWeight: vars.font.weight.bold,
  },
]);

export const meta = style({
  fontSize: vars.font.size.caption,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textSecondary,
  overflowWrap: 'break-word',
});

export const action = style({ flexShrink: 0 });

/** A day's group in a list grouped by date. */
export const group = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingInline: vars.space.gutter,
  paddingBlockStart: vars.space.gutter,
});

export const groupTitle = style({
  margin: 0,
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.bold,
  color: vars.color.textSecondary,
});

export const endButton = style({
  minBlockSize: vars.layout.touchTarget,
  minInlineSize: vars.layout.touchTarget,
});
