import { style } from '@vanilla-extract/css';
import { vars, focusRing } from '@shop/ui/theme';

export const content = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.gutter,
});

export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.gutter,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.title,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'break-word',
});

/** The whole address card is one link to the address list in choose mode. */
export const addressLink = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.layout.touchTarget,
  color: vars.color.text,
  textDecoration: 'none',
  ...focusRing,
});

export const addressIcon = style({
  flexShrink: 0,
  fontSize: '22px',
  color: vars.color.accentText,
});

export const addressBody = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  display: 'grid',
  gap: vars.space.xxs,
});

export const addressWho = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  fontSize: vars.font.size.title,
  fontWeight: vars.font.weight.medium,
});

export const addressPhone = style({
  color: vars.color.textSecondary,
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.regular,
  direction: 'ltr',
  unicodeBidi: 'isolate',
});

export const addressText = style({
  color: vars.color.textSecondary,
  fontSize: vars.font.size.body,
  overflowWrap: 'break-word',
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textTertiary,
  fontSize: '20px',
  selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } },
});

export const missing = style({
  margin: 0,
  color: vars.color.dangerText,
  fontSize: vars.font.size.body,
});

export const addAddress = style({
  color: vars.color.accentText,
  fontWeight: vars.font.weight.medium,
});

export const items = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const thumb = style({
  flexShrink: 0,
  inlineSize: '72px',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const itemBody = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const itemName = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  fontSize: vars.font.size.body,
  overflowWrap: 'break-word',
});

export const itemFoot = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  color: vars.color.textSecondary,
  fontSize: vars.font.size.body,
});

/** Label / amount rows: a store's shipping, the order's totals. */
export const rows = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
});

export const row = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.size.body,
});

export const rowLabel = style({ color: vars.color.textSecondary });

export const rowValue = style({ margin: 0, textAlign: 'end' });

export const discount = style({ color: vars.color.accentText });

export const grandTotal = style({
  paddingBlockStart: vars.space.xs,
  borderBlockStart: `1px solid ${vars.color.border}`,
  fontWeight: vars.font.weight.bold,
});

export const couponCard = style({
  padding: 0,
  overflow: 'hidden',
});

export const couponSheet = style({
  display: 'grid',
  gap: vars.space.md,
  paddingInline: vars.space.gutter,
  paddingBlockEnd: vars.space.gutter,
});

export const couponOptions = style({ display: 'grid', gap: vars.space.xs });

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '56px',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.gutter,
  paddingBlockEnd: `calc(${vars.space.xs} + env(safe-area-inset-bottom, 0px))`,
  background: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const barTotal = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.body,
});

export const barPrice = style({ color: vars.color.accentText });

export const emptyBox = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  paddingBlockEnd: vars.space.xl,
});

