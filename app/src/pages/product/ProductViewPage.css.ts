import { style } from '@vanilla-extract/css';
import { vars, focusRing } from '@shop/ui/theme';

export const gallery = style({ background: vars.color.surface });

/** The whole photo is the button that opens the viewer. */
export const slideButton = style({
  display: 'block',
  inlineSize: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'zoom-in',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

/** A white block of the page: price and name, the store, reviews, details. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
  padding: vars.space.gutter,
  background: vars.color.surface,
});

export const name = style({
  margin: 0,
  fontSize: vars.font.size.title,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'break-word',
});

export const stats = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  fontSize: vars.font.size.caption,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textSecondary,
});

export const rating = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.caption,
  color: vars.color.textSecondary,
});

export const ratingValue = style({
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const goodRate = style({ marginInlineStart: vars.space.sm });

export const notice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.warningSubtle,
  color: vars.color.warningText,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.normal,
});

export const noticeIcon = style({ flexShrink: 0, fontSize: '18px' });

export const storeRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const storeLogo = style({
  flexShrink: 0,
  inlineSize: '48px',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
});

export const storeBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minInlineSize: 0,
});

export const storeName = style({
  margin: 0,
  fontSize: vars.font.size.title,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'break-word',
});

export const muted = style({
  margin: 0,
  fontSize: vars.font.size.caption,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textSecondary,
});

export const storeLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.accentText,
  fontSize: vars.font.size.body,
  textDecoration: 'none',
  ...focusRing,
});

/** Points onward, so it turns around right to left. */
export const chevron = style({
  flexShrink: 0,
  fontSize: '18px',
  selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } },
});

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.title,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.normal,
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: 'pre-line',
  overflowWrap: 'break-word',
});

export const comments = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const comment = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const commentHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const commentName = style({
  flex: 1,
  minInlineSize: 0,
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'break-word',
});

export const commentTime = style({
  flexShrink: 0,
  fontSize: vars.font.size.caption,
  color: vars.color.textSecondary,
});

/** A review's photos stay small: they are a preview, the viewer shows them whole. */
export const commentAlbum = style({ maxInlineSize: '240px' });

export const commentText = style({
  margin: 0,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'break-word',
});

/* ---------- bottom action bar ---------- */

export const actionBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.gutter,
  paddingBlockEnd: `calc(${vars.space.xs} + env(safe-area-inset-bottom, 0px))`,
  background: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

/** Favourite: an icon over a caption, a toggle; filled and in the accent when on. */
export const favourite = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minInlineSize: vars.layout.touchTarget,
  minBlockSize: vars.layout.touchTarget,
  padding: vars.space.xxs,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'none',
  color: vars.color.textSecondary,
  fontSize: vars.font.size.caption,
  lineHeight: vars.font.lineHeight.tight,
  cursor: 'pointer',
  ...focusRing,
  selectors: {
    ...focusRing.selectors,
    '&[aria-pressed="true"]': { color: vars.color.accentText },
    '&[aria-disabled="true"]': { cursor: 'progress' },
  },
});

export const favouriteIcon = style({ fontSize: '22px' });

export const action = style({ flex: 1, minInlineSize: 0 });

/* ---------- sheets ---------- */

export const sheet = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.gutter,
});

export const sheetProduct = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const sheetImage = style({
  flexShrink: 0,
  inlineSize: '72px',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const sheetBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const sheetName = style({
  margin: 0,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'break-word',
});
