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

/** A store in the street: the whole card is one link. */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  ...focusRing,
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
  flex: 1,
  minInlineSize: 0,
});

export const rowName = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  fontSize: vars.font.size.title,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'break-word',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.caption,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textSecondary,
});

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

/** Points onward, so it turns around right to left. */
export const chevron = style({
  flexShrink: 0,
  fontSize: '20px',
  color: vars.color.textSecondary,
  selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } },
});

/* ---------- store page ---------- */

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
});

export const banner = style({ display: 'block' });

export const headerCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.gutter,
});

export const headerRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const headerLogo = style({
  flexShrink: 0,
  inlineSize: '64px',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
});

export const storeName = style({
  margin: 0,
  fontSize: vars.font.size.pageTitle,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'break-word',
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textSecondary,
  overflowWrap: 'break-word',
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.gutter,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.title,
  fontWeight: vars.font.weight.bold,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
