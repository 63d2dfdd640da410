import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

export const search = style({
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space.sm,
  background: vars.color.surface,
});

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.gutter,
  listStyle: 'none',
});

export const card = style({
  display: 'grid',
  gridTemplateColumns: '72px minmax(0, 1fr)',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const thumb = style({
  inlineSize: 72,
  blockSize: 72,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const body = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });

export const name = style({
  margin: 0,
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'break-word',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
  fontSize: vars.font.size.caption,
  color: vars.color.textSecondary,
});

export const wide = style({ gridColumn: '1 / -1' });

export const button = style({ justifySelf: 'end' });

export const pair = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xxs,
  margin: 0,
});

export const action = style({ display: 'flex', justifyContent: 'flex-end' });

globalStyle(`${pair} > dd`, { margin: 0 });
