import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';
import { atoms } from '@shop/ui/atoms';

export const intro = style([
  atoms({ color: 'textSecondary' }),
  { paddingBlock: vars.space.gutter, paddingInline: vars.space.md },
]);

/** The choices as one card, like the kit's cell groups. */
export const choices = style([
  atoms({ marginInline: 'gutter', borderRadius: 'lg', background: 'surface' }),
  { paddingBlock: vars.space.xs, paddingInline: vars.space.md },
]);
