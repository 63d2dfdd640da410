import { style } from '@vanilla-extract/css';
import { vars, focusRingInset } from '@shop/ui/theme';

export const searchRow = style({
  display: 'flex',
  alignItems: 'center',
  paddingInlineEnd: vars.space.xs,
  background: vars.color.surface,
});

export const searchField = style({ flex: '1 1 auto', minInlineSize: 0, paddingInlineEnd: 0 });

export const searchButton = style({ flexShrink: 0 });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  paddingInline: vars.space.gutter,
});

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.title,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.normal,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chipItem = style({ maxInlineSize: '100%' });

/** A keyword: one line, cut with an ellipsis when long; the whole chip is the 44px target. */
export const chip = style({
  display: 'block',
  maxInlineSize: '100%',
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.body,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  cursor: 'pointer',
  ...focusRingInset,
  selectors: {
    ...focusRingInset.selectors,
    '&:active': { background: vars.color.surfacePressed },
  },
});

export const suggestions = style({ background: vars.color.surface });

export const suggestionList = style({ margin: 0, padding: 0, listStyle: 'none' });

export const suggestion = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  inlineSize: '100%',
  minBlockSize: vars.layout.touchTarget,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.gutter,
  border: 'none',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.normal,
  textAlign: 'start',
  cursor: 'pointer',
  ...focusRingInset,
  selectors: {
    ...focusRingInset.selectors,
    '&:active': { background: vars.color.surfacePressed },
  },
});

export const suggestionIcon = style({ flexShrink: 0, fontSize: '16px', color: vars.color.textSecondary });

export const suggestionText = style({ minInlineSize: 0, overflowWrap: 'break-word' });

export const match = style({ fontWeight: vars.font.weight.bold, color: vars.color.accentText });
