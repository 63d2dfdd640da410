import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

export const center = style({
  minBlockSize: '60dvh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  color: vars.color.textSecondary,
  maxInlineSize: vars.layout.maxWidth,
  marginInline: 'auto',
  textAlign: 'center',
});

export const message = style({ fontSize: vars.font.size.title, color: vars.color.text });
