import { style } from '@vanilla-extract/css';
import { vars, focusRingInset } from '@shop/ui/theme';

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
  background: vars.color.ground,
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

/** Two columns filling the content area; each scrolls on its own. */
export const layout = style({
  display: 'flex',
  blockSize: '100%',
  minBlockSize: 0,
});

export const side = style({
  flex: '0 0 96px',
  display: 'flex',
  flexDirection: 'column',
  overflowY: 'auto',
  background: vars.color.ground,
  scrollbarWidth: 'none',
});

export const tab = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minBlockSize: '52px',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  border: 'none',
  background: 'transparent',
  color: vars.color.textSecondary,
  font: 'inherit',
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.normal,
  textAlign: 'center',
  overflowWrap: 'break-word',
  cursor: 'pointer',
  ...focusRingInset,
  selectors: {
    ...focusRingInset.selectors,
    '&[aria-selected="true"]': {
      background: vars.color.surface,
      color: vars.color.accentText,
      fontWeight: vars.font.weight.bold,
    },
    // The accent mark on the inline-start edge (left, or right in Arabic).
    '&[aria-selected="true"]::before': {
      content: '""',
      position: 'absolute',
      insetBlock: vars.space.md,
      insetInlineStart: 0,
      inlineSize: '3px',
      borderRadius: vars.radius.pill,
      background: vars.color.accent,
    },
  },
});

export const panel = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  overflowY: 'auto',
  paddingBlock: vars.space.gutter,
  paddingInline: vars.space.gutter,
  background: vars.color.surface,
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.sm,
});

export const panelTitle = style({
  margin: 0,
  minInlineSize: 0,
  fontSize: vars.font.size.title,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'break-word',
});

export const viewAll = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.xs,
  fontSize: vars.font.size.body,
  color: vars.color.accentText,
  textDecoration: 'none',
  ...focusRingInset,
});

export const none = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.normal,
});

export const tileGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.layout.touchTarget,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  textAlign: 'center',
  ...focusRingInset,
});

export const tileIcon = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '56px',
  blockSize: '56px',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.ground,
  color: vars.color.accentText,
  fontSize: '24px',
});

export const tileName = style({
  maxInlineSize: '100%',
  fontSize: vars.font.size.caption,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'break-word',
});

export const sideSkeleton = style({
  flex: '0 0 96px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.sm,
});

export const panelSkeleton = style({
  flex: '1 1 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.gutter,
  padding: vars.space.gutter,
  background: vars.color.surface,
});
