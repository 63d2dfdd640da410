import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';
import { atoms } from '@shop/ui/atoms';

/**
 * A list of cards each of which opens an item: its heading link stretches over the whole card
 * (orders, the operations console's queues).
 */

export const list = atoms({ display: 'grid', gap: 'sm', margin: 'none', padding: 'gutter', listStyle: 'none' });

export const skeleton = atoms({ display: 'grid', gap: 'sm', padding: 'gutter' });

/** The card; its rows' spacing is the caller's (`style([card, { gap }])`). */
export const card = atoms({
  position: 'relative', display: 'grid', padding: 'md', borderRadius: 'lg', background: 'surface',
});

export const cardHeader = atoms({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 'sm' });

export const cardTitle = atoms({
  margin: 'none', minInlineSize: '0', fontSize: 'title', fontWeight: 'bold', lineHeight: 'normal',
  overflowWrap: 'break-word',
});

/** The heading's link, whose focus ring and press area are the whole card. */
export const cardLink = style([
  atoms({ color: 'text', textDecoration: 'none' }),
  {
    outline: 'none',
    selectors: {
      '&::after': {
        content: '""',
        position: 'absolute',
        inset: 0,
        borderRadius: vars.radius.lg,
      },
      '&:focus-visible::after': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
]);
