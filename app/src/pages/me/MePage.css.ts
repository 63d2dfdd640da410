import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';
import { atoms } from '@shop/ui/atoms';

export const header = style([
  atoms({
    display: 'flex', alignItems: 'center', gap: 'md', padding: 'md', margin: 'gutter', borderRadius: 'lg',
    color: 'onAccent',
  }),
  { background: `linear-gradient(135deg, ${vars.color.accentFill}, ${vars.color.accentPressed})` },
]);

export const who = atoms({ display: 'grid', gap: 'xxs', minInlineSize: '0' });

export const name = atoms({ fontSize: 'pageTitle', fontWeight: 'bold', overflowWrap: 'break-word' });

export const meta = atoms({ fontSize: 'caption' });

export const shortcuts = style([
  atoms({ display: 'grid', paddingBlock: 'sm' }),
  { gridTemplateColumns: 'repeat(5, 1fr)' },
]);

export const shortcut = atoms({
  display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 'xs', minBlockSize: 'touchTarget', padding: 'xs',
  fontSize: 'caption', color: 'text', textAlign: 'center', textDecoration: 'none', overflowWrap: 'break-word',
});

export const shortcutIcon = style([atoms({ display: 'block', color: 'accent' }), { fontSize: 28 }]);

export const logout = atoms({ padding: 'gutter' });
