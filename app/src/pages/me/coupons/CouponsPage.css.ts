import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

/** A ticket: the value stub at the start, the terms in the middle, the action at the end. */
export const card = style({
  display: 'flex',
  alignItems: 'stretch',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const stub = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  flexShrink: 0,
  inlineSize: '104px',
  padding: vars.space.sm,
  background: vars.color.accentSubtle,
  borderInlineEnd: `2px dashed ${vars.color.border}`,
  textAlign: 'center',
});

export const minSpend = style({
  fontSize: vars.font.size.caption,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  overflowWrap: 'break-word',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minInlineSize: 0,
  padding: vars.space.sm,
});

export const name = style({
  margin: 0,
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'break-word',
});

export const end = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  paddingInlineEnd: vars.space.sm,
});

export const use = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  background: vars.color.accentFill,
  color: vars.color.onAccent,
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

// Used and expired coupons are greyed by colour, never by opacity, so their text still passes AA.
globalStyle(`${card}[data-inactive] ${stub}`, { background: vars.color.surfaceMuted });
globalStyle(`${card}[data-inactive] ${stub} *`, { color: vars.color.textSecondary });
