import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

export const searchBar = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.gutter,
  background: vars.color.surface,
});

/** Looks like a search field; it is a link to the search page, where the field really is. */
export const searchLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.textSecondary,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const searchIcon = style({ flexShrink: 0, fontSize: '18px' });

export const searchPlaceholder = style({
  minInlineSize: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  fontSize: vars.font.size.body,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.gutter,
  paddingInline: vars.space.gutter,
});

export const carousel = style({ borderRadius: vars.radius.lg, overflow: 'hidden' });

export const bannerLink = style({ display: 'block' });

export const categories = style({
  marginBlockStart: vars.space.gutter,
  marginInline: vars.space.gutter,
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const categoryGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  rowGap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const category = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.xxs,
  color: vars.color.text,
  textDecoration: 'none',
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, borderRadius: vars.radius.md },
  },
});

export const categoryIcon = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '44px',
  blockSize: '44px',
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  background: vars.color.accentSubtle,
  color: vars.color.accentText,
  fontSize: '22px',
});

export const categoryName = style({
  maxInlineSize: '100%',
  fontSize: vars.font.size.caption,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'break-word',
});

/** A section's title row, as tall as the 44px "View all" beside it (less the space around it). */
export const sectionHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minBlockSize: vars.layout.touchTarget,
  marginBlockStart: `calc(-1 * ${vars.space.sm})`,
  marginBlockEnd: `calc(-1 * ${vars.space.xs})`,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.title,
  fontWeight: vars.font.weight.bold,
});

/** A 44px target around the words; its end padding hangs into the gutter so the words align. */
export const viewAll = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: vars.layout.touchTarget,
  minInlineSize: vars.layout.touchTarget,
  paddingInline: vars.space.sm,
  marginInlineEnd: `calc(-1 * ${vars.space.sm})`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.body,
  color: vars.color.accentText,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

/** New arrivals scroll sideways; each card is a fixed share of the width. */
export const row = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  overflowX: 'auto',
  listStyle: 'none',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  // Right to left, Chromium let this scroller's hidden overflow widen the whole document (774px on
  // a 390px phone), and screenshots of the page came out blank; paint containment keeps it inside.
  contain: 'paint',
});

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
export const plainEmpty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.gutter,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textSecondary,
});
