import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

// As tall as its row (the grid cell or the row's tallest card): neighbours end on one line even
// when one's sales wrap under its prices.
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  blockSize: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
});

/** Two lines, then an ellipsis: long names never push the price out of the card. */
export const name = style({
  // The name has its own direction (`dir="auto"`), but lines up with the rest of the card.
  textAlign: 'match-parent',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'break-word',
});

/**
 * The price, the crossed-out original and the sales are items of one wrapping row (the Price's
 * own box steps aside), so a line breaks between them, never inside one: price first, then the
 * original and the sales on the next line when the card is too narrow for them (German, Russian,
 * Hindi, Thai on a 360px phone).
 */
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.xs,
  rowGap: vars.space.xxs,
});

export const price = style({
  selectors: { [`${meta} > &`]: { display: 'contents' } },
});

/** At the end of its line, and never closer than a clear gap to the prices before it. */
export const sold = style({
  marginInlineStart: 'auto',
  paddingInlineStart: vars.space.sm,
  fontSize: vars.font.size.caption,
  color: vars.color.textSecondary,
  whiteSpace: 'nowrap',
});
