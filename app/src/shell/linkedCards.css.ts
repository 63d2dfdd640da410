import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

/**
 * A list of cards each of which opens an item: its heading link stretches over the whole card
 * (orders, the operations console's queues).
 */

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.gutter,
  listStyle: 'none',
});

export const skeleton = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.gutter });

/** The card; its rows' spacing is the caller's (`style([card, { gap }])`). */
export const card = style({
  position: 'relative',
  display: 'grid',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const cardHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const cardTitle = style({
  margin: 0,
  minInlineSize: 0,
  fontSize: vars.font.size.title,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'break-word',
});

/** The heading's link, whose focus ring and press area are the whole card. */
export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
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
});
