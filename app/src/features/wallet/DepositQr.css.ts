import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

/** On white whatever the theme, so any scanner reads it. */
export const qr = style({
  justifySelf: 'center',
  inlineSize: 184,
  blockSize: 184,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: '#FFFFFF',
  border: `1px solid ${vars.color.border}`,
});
