import { style } from '@vanilla-extract/css';
import { vars, focusRingInset } from '@shop/ui/theme';
import { atoms } from '@shop/ui/atoms';

export const searchBar = style([
  atoms({ background: 'surface' }),
  { paddingBlock: vars.space.xs, paddingInline: vars.space.gutter },
]);

/** Looks like a search field; it is a link to the search page, where the field really is. */
export const searchLink = style([
  atoms({
    display: 'flex', alignItems: 'center', gap: 'xs', minBlockSize: 'touchTarget', paddingInline: 'md',
    borderRadius: 'pill', background: 'ground', color: 'textSecondary', textDecoration: 'none',
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

/** Two columns filling the content area; each scrolls on its own. */
export const layout = style([atoms({ display: 'flex' }), { blockSize: '100%', minBlockSize: 0 }]);

export const side = style([
  atoms({ display: 'flex', flexDirection: 'column', background: 'ground' }),
  { flex: '0 0 96px', overflowY: 'auto', scrollbarWidth: 'none' },
]);

export const tab = style([
  atoms({
    position: 'relative', display: 'flex', alignItems: 'center', justifyContent: 'center', flexShrink: '0',
    color: 'textSecondary', textAlign: 'center', overflowWrap: 'break-word', cursor: 'pointer',
  }),
  {
    minBlockSize: '52px',
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.sm,
    border: 'none',
    background: 'transparent',
    font: 'inherit',
    fontSize: vars.font.size.body,
    lineHeight: vars.font.lineHeight.normal,
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
  },
]);

export const panel = style([
  atoms({ flex: 'fill', minInlineSize: '0', background: 'surface' }),
  { overflowY: 'auto', paddingBlock: vars.space.gutter, paddingInline: vars.space.gutter },
]);

export const panelHeader = atoms({
  display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 'sm', marginBlockEnd: 'sm',
});

export const panelTitle = atoms({
  margin: 'none', minInlineSize: '0', fontSize: 'title', fontWeight: 'bold', lineHeight: 'normal',
  overflowWrap: 'break-word',
});

export const viewAll = style([
  atoms({
    display: 'inline-flex', alignItems: 'center', flexShrink: '0', minBlockSize: 'touchTarget', paddingInline: 'xs',
    fontSize: 'body', color: 'accentText', textDecoration: 'none',
  }),
  { ...focusRingInset },
]);

export const none = atoms({ margin: 'none', color: 'textSecondary', fontSize: 'body', lineHeight: 'normal' });

export const tileGrid = style([
  atoms({ display: 'grid', gap: 'sm', margin: 'none', padding: 'none', listStyle: 'none' }),
  { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
]);

export const tile = style([
  atoms({
    display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 'xs', minBlockSize: 'touchTarget',
    paddingBlock: 'xs', borderRadius: 'md', color: 'text', textDecoration: 'none', textAlign: 'center',
  }),
  { ...focusRingInset },
]);

export const tileIcon = style([
  atoms({ display: 'grid', overflow: 'hidden', borderRadius: 'md', background: 'ground', color: 'accentText' }),
  { placeItems: 'center', inlineSize: '56px', blockSize: '56px', fontSize: '24px' },
]);

export const tileName = atoms({
  maxInlineSize: 'full', fontSize: 'caption', lineHeight: 'normal', overflowWrap: 'break-word',
});

export const sideSkeleton = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: 'sm', padding: 'sm' }),
  { flex: '0 0 96px' },
]);

export const panelSkeleton = atoms({
  flex: 'fill', display: 'flex', flexDirection: 'column', gap: 'gutter', padding: 'gutter', background: 'surface',
});
