import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

/** A detail page's sections: a title, then label and value rows (an order, a console item). */

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.title,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'break-word',
});

export const rows = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  minBlockSize: '24px',
  fontSize: vars.font.size.body,
});

export const rowLabel = style({ margin: 0, color: vars.color.textSecondary });

export const rowValue = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  margin: 0,
  minInlineSize: 0,
  textAlign: 'end',
  overflowWrap: 'break-word',
});
