import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

export const form = style({
  display: 'grid',
  // One column as wide as the card: a wide child (a long translation) cannot widen the form.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  margin: vars.space.gutter,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
});

export const heading = style({
  fontSize: vars.font.size.pageTitle,
  fontWeight: vars.font.weight.bold,
  paddingBlockStart: vars.space.sm,
});

export const intro = style({ color: vars.color.textSecondary });

export const row = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const grow = style({ flex: 1, minInlineSize: 0 });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.layout.touchTarget,
  color: vars.color.accentText,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

/** The language link at the navigation bar's end: clear of the screen edge, as the back button is. */
export const navLink = style([link, { paddingInline: vars.space.md }]);

export const captchaImage = style({
  blockSize: vars.layout.touchTarget,
  inlineSize: 120,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  cursor: 'pointer',
  padding: 0,
});

export const error = style({
  color: vars.color.dangerText,
  fontSize: vars.font.size.caption,
  paddingInlineStart: vars.space.xs,
});
