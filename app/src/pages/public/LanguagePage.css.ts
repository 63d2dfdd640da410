import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

export const intro = style({
  paddingBlock: vars.space.gutter,
  paddingInline: vars.space.md,
  color: vars.color.textSecondary,
});
