import { style } from '@vanilla-extract/css';
import { vars, focusRing } from '@shop/ui/theme';
import { atoms } from '@shop/ui/atoms';

export const gallery = atoms({ background: 'surface' });

/** The whole photo is the button that opens the viewer. */
export const slideButton = style([
  atoms({ display: 'block', inlineSize: 'full', padding: 'none', background: 'none' }),
  {
    border: 0,
    cursor: 'zoom-in',
    outline: 'none',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    },
  },
]);

/** A white block of the page: price and name, the store, reviews, details. */
export const card = atoms({
  display: 'flex', flexDirection: 'column', gap: 'sm', marginBlockStart: 'sm', padding: 'gutter', background: 'surface',
});

export const name = atoms({
  margin: 'none', fontSize: 'title', fontWeight: 'bold', lineHeight: 'normal', overflowWrap: 'break-word',
});

export const stats = atoms({
  display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'md', margin: 'none', fontSize: 'caption',
  lineHeight: 'normal', color: 'textSecondary',
});

export const rating = atoms({
  display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'xs', fontSize: 'caption', color: 'textSecondary',
});

export const ratingValue = atoms({ fontWeight: 'bold', color: 'text' });

export const goodRate = style({ marginInlineStart: vars.space.sm });

export const notice = atoms({
  display: 'flex', alignItems: 'center', gap: 'xs', margin: 'none', padding: 'sm', borderRadius: 'md',
  background: 'warningSubtle', color: 'warningText', fontSize: 'body', lineHeight: 'normal',
});

export const noticeIcon = style([atoms({ flexShrink: '0' }), { fontSize: '18px' }]);

export const storeRow = atoms({ display: 'flex', alignItems: 'center', gap: 'sm' });

export const storeLogo = style([
  atoms({ flexShrink: '0', borderRadius: 'md', overflow: 'hidden' }),
  {
    inlineSize: '48px',
    border: `1px solid ${vars.color.border}`,
  },
]);

export const storeBody = atoms({
  display: 'flex', flexDirection: 'column', gap: 'xxs', flex: 'one', minInlineSize: '0',
});

export const storeName = atoms({
  margin: 'none', fontSize: 'title', fontWeight: 'medium', lineHeight: 'normal', overflowWrap: 'break-word',
});

export const muted = atoms({ margin: 'none', fontSize: 'caption', lineHeight: 'normal', color: 'textSecondary' });

export const storeLink = style([
  atoms({
    display: 'flex', alignItems: 'center', justifyContent: 'space-between', minBlockSize: 'touchTarget',
    paddingInline: 'sm', borderRadius: 'md', background: 'surfaceMuted', color: 'accentText', fontSize: 'body',
    textDecoration: 'none',
  }),
  { ...focusRing },
]);

/** Points onward, so it turns around right to left. */
export const chevron = style([
  atoms({ flexShrink: '0' }),
  {
    fontSize: '18px',
    selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } },
  },
]);

export const sectionHeader = atoms({
  display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 'sm',
});

export const sectionTitle = atoms({ margin: 'none', fontSize: 'title', fontWeight: 'bold', lineHeight: 'normal' });

export const description = style([
  atoms({ margin: 'none', fontSize: 'body', lineHeight: 'normal', overflowWrap: 'break-word' }),
  { whiteSpace: 'pre-line' },
]);

export const comments = atoms({
  display: 'flex', flexDirection: 'column', gap: 'md', margin: 'none', padding: 'none', listStyle: 'none',
});

export const comment = atoms({ display: 'flex', flexDirection: 'column', gap: 'xs' });

export const commentHead = atoms({ display: 'flex', alignItems: 'center', gap: 'sm' });

export const commentName = atoms({
  flex: 'one', minInlineSize: '0', fontSize: 'body', fontWeight: 'medium', overflowWrap: 'break-word',
});

export const commentTime = atoms({ flexShrink: '0', fontSize: 'caption', color: 'textSecondary' });

/** A review's photos stay small: they are a preview, the viewer shows them whole. */
export const commentAlbum = style({ maxInlineSize: '240px' });

export const commentText = atoms({
  margin: 'none', fontSize: 'body', lineHeight: 'normal', overflowWrap: 'break-word',
});

/* ---------- bottom action bar ---------- */

export const actionBar = style([
  atoms({ display: 'flex', alignItems: 'center', gap: 'sm', background: 'surface' }),
  {
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.gutter,
    paddingBlockEnd: `calc(${vars.space.xs} + env(safe-area-inset-bottom, 0px))`,
    borderBlockStart: `1px solid ${vars.color.border}`,
  },
]);

/** Favourite: an icon over a caption, a toggle; filled and in the accent when on. */
export const favourite = style([
  atoms({
    display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', flexShrink: '0',
    padding: 'xxs', borderRadius: 'md', background: 'none', color: 'textSecondary', fontSize: 'caption',
    lineHeight: 'tight', cursor: 'pointer',
  }),
  {
    minInlineSize: vars.layout.touchTarget,
    minBlockSize: vars.layout.touchTarget,
    border: 0,
    ...focusRing,
    selectors: {
      ...focusRing.selectors,
      '&[aria-pressed="true"]': { color: vars.color.accentText },
      '&[aria-disabled="true"]': { cursor: 'progress' },
    },
  },
]);

export const favouriteIcon = style({ fontSize: '22px' });

export const action = style({ flex: 1, minInlineSize: 0 });

/* ---------- sheets ---------- */

export const sheet = atoms({ display: 'flex', flexDirection: 'column', gap: 'md', padding: 'gutter' });

export const sheetProduct = atoms({ display: 'flex', alignItems: 'flex-start', gap: 'sm' });

export const sheetImage = style([
  atoms({ flexShrink: '0', borderRadius: 'md', overflow: 'hidden' }),
  { inlineSize: '72px' },
]);

export const sheetBody = atoms({ display: 'flex', flexDirection: 'column', gap: 'xs', minInlineSize: '0' });

export const sheetName = atoms({ margin: 'none', fontSize: 'body', lineHeight: 'normal', overflowWrap: 'break-word' });
