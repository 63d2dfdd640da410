import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';
import { atoms } from '@shop/ui/atoms';

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
