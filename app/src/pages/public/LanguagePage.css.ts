import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

export const intro = style({
  paddingBlock: vars.space.gutter,
  paddingInline: vars.space.md,
  color: vars.color.textSecondary,
});

/** The choices as one card, like the kit's cell groups. */
export const choices = style({
  marginInline: vars.space.gutter,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});
