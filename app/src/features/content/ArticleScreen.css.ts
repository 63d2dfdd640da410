import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

export const body = style({
  display: 'grid',
  gap: vars.space.gutter,
  margin: vars.space.gutter,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
});

export const title = style({ fontSize: vars.font.size.pageTitle, fontWeight: vars.font.weight.bold });

export const paragraph = style({ color: vars.color.text, whiteSpace: 'pre-line', overflowWrap: 'break-word' });
