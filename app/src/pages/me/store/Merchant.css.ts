import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

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

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.title,
  fontWeight: vars.font.weight.medium,
});

export const field = style({ display: 'grid', gap: vars.space.xs });

export const fieldLabel = style({
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const hint = style({
  margin: 0,
  fontSize: vars.font.size.caption,
  color: vars.color.textSecondary,
});

export const error = style({
  margin: 0,
  fontSize: vars.font.size.caption,
  color: vars.color.dangerText,
});

export const photos = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: vars.space.md,
});

/** The rejected application's reason, above the button that reopens the form. */
export const reason = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: vars.space.gutter,
  padding: vars.space.gutter,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  borderInlineStart: `4px solid ${vars.color.dangerText}`,
});

export const reasonText = style({
  margin: 0,
  fontSize: vars.font.size.body,
  color: vars.color.text,
  overflowWrap: 'break-word',
});

export const actions = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingInline: vars.space.gutter,
});

/* ---------- store centre ---------- */

export const storeHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  margin: vars.space.gutter,
  padding: vars.space.gutter,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const storeWho = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });

export const storeName = style({
  margin: 0,
  fontSize: vars.font.size.title,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'break-word',
});

export const storeMeta = style({
  margin: 0,
  fontSize: vars.font.size.caption,
  color: vars.color.textSecondary,
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  paddingInline: vars.space.gutter,
});

export const figure = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  minInlineSize: 0,
});

export const figureLabel = style({
  fontSize: vars.font.size.caption,
  color: vars.color.textSecondary,
  overflowWrap: 'break-word',
});

export const figureValue = style({
  margin: 0,
  fontSize: vars.font.size.title,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'break-word',
});

export const entries = style({ marginBlockStart: vars.space.md });

/* ---------- invite ---------- */

export const invite = style({
  margin: vars.space.gutter,
  justifyItems: 'center',
  textAlign: 'center',
});

export const inviteRows = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  inlineSize: '100%',
});

export const inviteRow = style({ display: 'grid', gap: vars.space.xxs });

export const inviteCode = style({
  margin: 0,
  fontSize: vars.font.size.title,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.04em',
});

export const inviteLink = style({
  margin: 0,
  fontSize: vars.font.size.caption,
  overflowWrap: 'anywhere',
});
