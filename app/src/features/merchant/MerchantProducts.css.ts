import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';
import { atoms } from '@shop/ui/atoms';

export const search = atoms({ paddingInline: 'gutter', paddingBlock: 'sm', background: 'surface' });

export const list = atoms({ display: 'grid', gap: 'sm', margin: 'none', padding: 'gutter', listStyle: 'none' });

export const card = style([
  atoms({ display: 'grid', gap: 'sm', padding: 'md', borderRadius: 'lg', background: 'surface' }),
  { gridTemplateColumns: '72px minmax(0, 1fr)' },
]);

export const thumb = style([atoms({ borderRadius: 'md', overflow: 'hidden' }), { inlineSize: 72, blockSize: 72 }]);

export const body = atoms({ display: 'grid', gap: 'xxs', minInlineSize: '0' });

export const name = atoms({ margin: 'none', fontSize: 'body', fontWeight: 'medium', overflowWrap: 'break-word' });

export const meta = style([
  atoms({
    display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', margin: 'none', fontSize: 'caption',
    color: 'textSecondary',
  }),
  { columnGap: vars.space.md, rowGap: vars.space.xxs },
]);

export const wide = style({ gridColumn: '1 / -1' });

export const button = style({ justifySelf: 'end' });

export const pair = style([atoms({ display: 'flex', alignItems: 'baseline', gap: 'xxs', margin: 'none' })]);

export const action = style({ display: 'flex', justifyContent: 'flex-end' });

globalStyle(`${pair} > dd`, { margin: 0 });
