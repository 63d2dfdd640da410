import { style } from '@vanilla-extract/css';
import { vars, atoms } from '@shop/ui/theme';

/** On white whatever the theme, so any scanner reads it. */
export const qr = style([
  atoms({ padding: 'xs', borderRadius: 'md' }),
  {
    justifySelf: 'center',
    inlineSize: 184,
    blockSize: 184,
    background: '#FFFFFF',
    border: `1px solid ${vars.color.border}`,
  },
]);
