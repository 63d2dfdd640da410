import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';
import { atoms } from '@shop/ui/atoms';

export const card = atoms({
  display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 'gutter', margin: 'gutter', padding: 'xl',
  background: 'surface', borderRadius: 'lg', textAlign: 'center',
});

export const logo = style([
  atoms({ borderRadius: 'lg' }),
  {
    inlineSize: 72,
    blockSize: 72,
    background: `linear-gradient(135deg, ${vars.color.accent}, ${vars.color.accentPressed})`,
  },
]);

export const title = atoms({ fontSize: 'pageTitle', fontWeight: 'bold' });
export const body = atoms({ color: 'textSecondary' });
export const version = atoms({ fontSize: 'caption', color: 'textSecondary' });

export const download = style([
  atoms({
    display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minBlockSize: 'touchTarget',
    paddingInline: 'xl', borderRadius: 'pill', background: 'accentFill', color: 'onAccent', fontWeight: 'medium',
    textDecoration: 'none',
  }),
  { selectors: { '&:hover': { background: vars.color.accentPressed } } },
]);
