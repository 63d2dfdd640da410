import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  margin: vars.space.gutter,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.accentFill}, ${vars.color.accentPressed})`,
  color: vars.color.onAccent,
});

export const who = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });

export const name = style({
  fontSize: vars.font.size.pageTitle,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'break-word',
});

export const meta = style({ fontSize: vars.font.size.caption });

export const shortcuts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, 1fr)',
  paddingBlock: vars.space.sm,
});

export const shortcut = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.layout.touchTarget,
  padding: vars.space.xs,
  fontSize: vars.font.size.caption,
  color: vars.color.text,
  textAlign: 'center',
  textDecoration: 'none',
  overflowWrap: 'break-word',
});

export const shortcutIcon = style({
  display: 'block',
  fontSize: 28,
  color: vars.color.accent,
});

export const logout = style({ padding: vars.space.gutter });
