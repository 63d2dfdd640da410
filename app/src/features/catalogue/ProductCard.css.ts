import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';
import { atoms } from '@shop/ui/atoms';

// As tall as its row (the grid cell or the row's tallest card): neighbours end on one line even
// when one's sales wrap under its prices.
export const card = style([
  atoms({
    display: 'flex', flexDirection: 'column', overflow: 'hidden', borderRadius: 'lg', background: 'surface',
    color: 'text', textDecoration: 'none',
  }),
  {
    blockSize: '100%',
    outline: 'none',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
]);

export const body = atoms({ display: 'flex', flexDirection: 'column', gap: 'xs', padding: 'sm' });

/** Two lines, then an ellipsis: long names never push the price out of the card. */
export const name = style([
  atoms({ overflow: 'hidden', fontSize: 'body', lineHeight: 'tight', overflowWrap: 'break-word' }),
  {
    // The name has its own direction (`dir="auto"`), but lines up with the rest of the card.
    textAlign: 'match-parent',
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
  },
]);

/**
 * The price, the crossed-out original and the sales are items of one wrapping row (the Price's
 * own box steps aside), so a line breaks between them, never inside one: price first, then the
 * original and the sales on the next line when the card is too narrow for them (German, Russian,
 * Hindi, Thai on a 360px phone).
 */
export const meta = style([
  atoms({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline' }),
  { columnGap: vars.space.xs, rowGap: vars.space.xxs },
]);

export const price = style({
  selectors: { [`${meta} > &`]: { display: 'contents' } },
});

/** At the end of its line, and never closer than a clear gap to the prices before it. */
export const sold = style([
  atoms({ fontSize: 'caption', color: 'textSecondary', whiteSpace: 'nowrap' }),
  { marginInlineStart: 'auto', paddingInlineStart: vars.space.sm },
]);
