import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';
import { atoms } from '@shop/ui/atoms';

export const center = style([
  atoms({
    display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 'md', padding: 'xl',
    color: 'textSecondary', marginInline: 'auto', textAlign: 'center',
  }),
  { minBlockSize: '60dvh', maxInlineSize: vars.layout.maxWidth },
]);

export const message = atoms({ fontSize: 'title', color: 'text' });
