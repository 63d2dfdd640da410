import { style } from '@vanilla-extract/css';
import { vars, focusRing } from '@shop/ui/theme';

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.gutter,
  listStyle: 'none',
});

export const card = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.gutter,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

/** In choose mode the address part of the card is one button. */
export const chooseButton = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xxs,
  inlineSize: '100%',
  minBlockSize: vars.layout.touchTarget,
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  ...focusRing,
});

export const summary = style({
  display: 'grid',
  gap: vars.space.xxs,
});

export const who = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  fontSize: vars.font.size.title,
  fontWeight: vars.font.weight.medium,
});

export const phone = style({
  color: vars.color.textSecondary,
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.regular,
  direction: 'ltr',
  unicodeBidi: 'isolate',
});

export const place = style({
  color: vars.color.textSecondary,
  fontSize: vars.font.size.body,
  whiteSpace: 'nowrap',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  paddingBlockStart: vars.space.xs,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const actionsStart = style({ marginInlineEnd: 'auto' });

export const textLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.gutter,
  color: vars.color.accentText,
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  ...focusRing,
});

export const bar = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.gutter,
  paddingBlockEnd: `calc(${vars.space.sm} + env(safe-area-inset-bottom, 0px))`,
  background: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

/** A link that looks like the kit's primary block button. */
export const linkButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '100%',
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  background: vars.color.accentFill,
  color: vars.color.onAccent,
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  ...focusRing,
});

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.gutter,
});

export const formCard = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.gutter,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});
