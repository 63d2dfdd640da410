import { style } from '@vanilla-extract/css';
import { atoms } from '@shop/ui/atoms';

export const body = atoms({
  display: 'grid', gap: 'gutter', margin: 'gutter', padding: 'md', background: 'surface', borderRadius: 'lg',
});

export const title = atoms({ fontSize: 'pageTitle', fontWeight: 'bold' });

export const paragraph = style([atoms({ color: 'text', overflowWrap: 'break-word' }), { whiteSpace: 'pre-line' }]);
