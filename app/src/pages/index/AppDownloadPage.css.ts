import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.gutter,
  margin: vars.space.gutter,
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
});

export const logo = style({
  inlineSize: 72,
  blockSize: 72,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.accent}, ${vars.color.accentPressed})`,
});

export const title = style({ fontSize: vars.font.size.pageTitle, fontWeight: vars.font.weight.bold });
export const body = style({ color: vars.color.textSecondary });
export const version = style({ fontSize: vars.font.size.caption, color: vars.color.textSecondary });

export const download = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.xl,
  borderRadius: vars.radius.pill,
  background: vars.color.accentFill,
  color: vars.color.onAccent,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.accentPressed } },
});
