import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';
import { atoms } from '@shop/ui/atoms';

export const searchBar = style([
  atoms({ background: 'surface' }),
  { paddingBlock: vars.space.xs, paddingInline: vars.space.gutter },
]);

/** Looks like a search field; it is a link to the search page, where the field really is. */
export const searchLink = style([
  atoms({
    display: 'flex', alignItems: 'center', gap: 'xs', minBlockSize: 'touchTarget', paddingInline: 'md',
    borderRadius: 'pill', background: 'surfaceMuted', color: 'textSecondary', textDecoration: 'none',
  }),
  {
    outline: 'none',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
]);

export const searchIcon = style([atoms({ flexShrink: '0' }), { fontSize: '18px' }]);

export const searchPlaceholder = style([
  atoms({ minInlineSize: '0', overflow: 'hidden', whiteSpace: 'nowrap', fontSize: 'body' }),
  { textOverflow: 'ellipsis' },
]);

export const section = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: 'sm' }),
  { paddingBlockStart: vars.space.gutter, paddingInline: vars.space.gutter },
]);

export const carousel = atoms({ borderRadius: 'lg', overflow: 'hidden' });

export const bannerLink = atoms({ display: 'block' });

export const categories = style([
  atoms({ padding: 'sm', borderRadius: 'lg', background: 'surface' }),
  { marginBlockStart: vars.space.gutter, marginInline: vars.space.gutter },
]);

export const categoryGrid = style([
  atoms({ display: 'grid', margin: 'none', padding: 'none', listStyle: 'none' }),
  { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', rowGap: vars.space.sm },
]);

export const category = style([
  atoms({
    display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 'xxs', minBlockSize: 'touchTarget',
    paddingInline: 'xxs', color: 'text', textDecoration: 'none', textAlign: 'center',
  }),
  {
    outline: 'none',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, borderRadius: vars.radius.md },
    },
  },
]);

export const categoryIcon = style([
  atoms({
    display: 'grid', overflow: 'hidden', borderRadius: 'pill', background: 'accentSubtle', color: 'accentText',
  }),
  { placeItems: 'center', inlineSize: '44px', blockSize: '44px', fontSize: '22px' },
]);

export const categoryName = atoms({
  maxInlineSize: 'full', fontSize: 'caption', lineHeight: 'tight', overflowWrap: 'break-word',
});

/** A section's title row, as tall as the 44px "View all" beside it (less the space around it). */
export const sectionHeader = style([
  atoms({
    display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 'sm', minBlockSize: 'touchTarget',
  }),
  {
    marginBlockStart: `calc(-1 * ${vars.space.sm})`,
    marginBlockEnd: `calc(-1 * ${vars.space.xs})`,
  },
]);

export const sectionTitle = atoms({ margin: 'none', fontSize: 'title', fontWeight: 'bold' });

/** A 44px target around the words; its end padding hangs into the gutter so the words align. */
export const viewAll = style([
  atoms({
    flexShrink: '0', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', paddingInline: 'sm',
    borderRadius: 'md', fontSize: 'body', color: 'accentText', textDecoration: 'none',
  }),
  {
    minBlockSize: vars.layout.touchTarget,
    minInlineSize: vars.layout.touchTarget,
    marginInlineEnd: `calc(-1 * ${vars.space.sm})`,
    outline: 'none',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    },
  },
]);

/** New arrivals scroll sideways; each card is a fixed share of the width. */
export const row = style([
  atoms({ display: 'flex', gap: 'sm', margin: 'none', padding: 'none', listStyle: 'none' }),
  {
    overflowX: 'auto',
    scrollSnapType: 'x mandatory',
    scrollbarWidth: 'none',
    // Right to left, Chromium let this scroller's hidden overflow widen the whole document (774px on
    // a 390px phone), and screenshots of the page came out blank; paint containment keeps it inside.
    contain: 'paint',
  },
]);

export const rowItem = style({
  flex: '0 0 36%',
  scrollSnapAlign: 'start',
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The failed and empty states when the kit's Empty could not be downloaded (HomeView.tsx). */
export const plainEmpty = style([
  atoms({
    display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 'gutter', textAlign: 'center',
    color: 'textSecondary',
  }),
  { paddingBlock: vars.space.xxl, paddingInline: vars.space.xl },
]);
