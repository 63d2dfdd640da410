import { globalStyle, style } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

/** Tile edge (uView's 80px). */
const tile = '80px';

export const grid = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  position: 'relative',
  inlineSize: tile,
  blockSize: tile,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfacePressed,
});

export const previewButton = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'zoom-in',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
});

export const image = style({
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
  display: 'block',
});

export const remove = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: 0,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'flex-end',
  // A 32px hit area around a 20px badge in the corner.
  inlineSize: '32px',
  blockSize: '32px',
  padding: vars.space.xxs,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
});

export const removeBadge = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '20px',
  blockSize: '20px',
  borderRadius: vars.radius.round,
  background: 'rgba(0, 0, 0, 0.65)',
  color: vars.color.textInverse,
  fontSize: '14px',
});

export const cover = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  paddingBlockStart: '20px',
  paddingBlockEnd: vars.space.xs,
  paddingInline: vars.space.xs,
  background: 'rgba(0, 0, 0, 0.65)',
  color: vars.color.textInverse,
  fontSize: vars.font.size.caption,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
  // An 80px tile is narrower than some single words ("fehlgeschlagen"): hyphenate where the
  // browser can, and break a word that cannot fit a line on its own rather than clip it.
  hyphens: 'auto',
  overflowWrap: 'break-word',
});

// The label never grows past the tile: a phrase wider than it (ja "アップロードに", kept whole by
// auto-phrase) would otherwise widen the label past the tile's clip instead of breaking. It may
// use the cover's padding, so a word that fits the tile ("hochgeladen") stays whole.
globalStyle(`${cover} > span`, {
  maxInlineSize: `calc(100% + 2 * ${vars.space.xs})`,
  marginInline: `calc(-1 * ${vars.space.xs})`,
});

export const track = style({
  inlineSize: '80%',
  blockSize: '4px',
  borderRadius: vars.radius.pill,
  background: 'rgba(255, 255, 255, 0.35)',
  overflow: 'hidden',
});

export const bar = style({
  blockSize: '100%',
  background: vars.color.textInverse,
  borderRadius: vars.radius.pill,
});

export const retry = style({
  border: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-pressed], &[data-hovered]': { background: 'rgba(0, 0, 0, 0.8)' },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
});

export const retryIcon = style({ fontSize: '20px' });

export { visuallyHidden } from '../../theme/visuallyHidden.css';

export const add = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  inlineSize: tile,
  blockSize: tile,
  padding: vars.space.xs,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.textSecondary,
  fontSize: vars.font.size.caption,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfacePressed },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textDisabled },
  },
});

export const addIcon = style({ fontSize: '24px' });
