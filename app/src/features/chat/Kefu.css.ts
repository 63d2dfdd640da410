import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars, focusRingInset } from '@shop/ui/theme';
import { atoms } from '@shop/ui/atoms';

/* ---------- conversation lists ---------- */

export const list = atoms({ margin: 'none', padding: 'none', listStyle: 'none', background: 'surface' });

export const row = style([
  atoms({
    display: 'flex', alignItems: 'center', gap: 'sm', paddingInline: 'gutter', paddingBlock: 'sm', color: 'text',
    textDecoration: 'none',
  }),
  {
    minBlockSize: 72,
    borderBlockEnd: `1px solid ${vars.color.border}`,
    ...focusRingInset,
    selectors: { ...focusRingInset.selectors, '&:active': { background: vars.color.surfacePressed } },
  },
]);

export const rowBody = atoms({ flex: 'fill', minInlineSize: '0', display: 'grid', gap: 'xxs' });

export const rowTop = atoms({ display: 'flex', alignItems: 'baseline', gap: 'xs' });

export const rowName = style([
  atoms({
    flex: 'fill', minInlineSize: '0', fontSize: 'body', fontWeight: 'medium', overflow: 'hidden', whiteSpace: 'nowrap',
  }),
  { textOverflow: 'ellipsis' },
]);

export const rowTime = style([atoms({ fontSize: 'caption', color: 'textTertiary' }), { flex: '0 0 auto' }]);

export const rowBottom = atoms({ display: 'flex', alignItems: 'center', gap: 'xs' });

export const rowPreview = style([
  atoms({
    flex: 'fill', minInlineSize: '0', fontSize: 'caption', color: 'textSecondary', overflow: 'hidden',
    whiteSpace: 'nowrap',
  }),
  { textOverflow: 'ellipsis' },
]);

export const pinned = style([atoms({ fontSize: 'caption', color: 'accentText' }), { flex: '0 0 auto' }]);

export const skeletonRow = atoms({ display: 'flex', gap: 'sm', alignItems: 'center', padding: 'gutter' });

/* ---------- one conversation ---------- */

/** The visual viewport's height while a phone keyboard is up (see useKeyboardSafeLayout). */
export const viewportHeight = createVar();

export const chatRoot = style({ vars: { [viewportHeight]: '100dvh' } });
// The page frame follows the visual viewport, so the composer sits on the keyboard and the list
// above it shrinks instead of sliding under it.
globalStyle(`${chatRoot} > div`, { minBlockSize: viewportHeight });
globalStyle(`${chatRoot} > div > div`, { blockSize: viewportHeight });

export const messages = atoms({
  display: 'flex', flexDirection: 'column', gap: 'xs', margin: 'none', padding: 'gutter', listStyle: 'none',
});

export const separator = style([
  atoms({
    marginBlock: 'xs', paddingInline: 'sm', paddingBlock: 'xxs', borderRadius: 'pill', background: 'surfaceMuted',
    color: 'textSecondary', fontSize: 'caption',
  }),
  { alignSelf: 'center' },
]);

export const start = style([
  atoms({ textAlign: 'center', color: 'textTertiary', fontSize: 'caption' }),
  { alignSelf: 'center', marginBlock: vars.space.xs, marginInline: vars.space.gutter },
]);

export const bubbleRow = atoms({ display: 'flex', alignItems: 'flex-end', gap: 'xs', maxInlineSize: 'full' });

/** My messages at the inline end (right in LTR, left in RTL). */
export const bubbleRowMine = style({ flexDirection: 'row-reverse' });

export const bubbleColumn = style([
  atoms({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 'xxs' }),
  { maxInlineSize: '78%', minInlineSize: 0 },
]);

export const bubbleColumnMine = style({ alignItems: 'flex-end' });

export const bubble = style([
  atoms({
    paddingInline: 'sm', paddingBlock: 'xs', background: 'surface', color: 'text', fontSize: 'body',
    lineHeight: 'normal', overflowWrap: 'break-word',
  }),
  { borderRadius: vars.radius.lg, borderEndStartRadius: vars.radius.sm, whiteSpace: 'pre-wrap' },
]);

export const bubbleMine = style({
  background: vars.color.accentFill,
  color: vars.color.onAccent,
  borderEndStartRadius: vars.radius.lg,
  borderEndEndRadius: vars.radius.sm,
});

export const imageButton = style([
  atoms({ display: 'block', padding: 'none', background: 'none', borderRadius: 'md', overflow: 'hidden' }),
  {
    border: 'none',
    cursor: 'zoom-in',
    inlineSize: 160,
    outline: 'none',
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
  },
]);

export const productCard = style([
  atoms({
    display: 'flex', gap: 'sm', alignItems: 'center', padding: 'sm', borderRadius: 'lg', background: 'surface',
    color: 'text', textDecoration: 'none',
  }),
  {
    inlineSize: 240,
    maxInlineSize: '100%',
    outline: 'none',
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
  },
]);

export const productThumb = style([
  atoms({ borderRadius: 'sm', overflow: 'hidden' }),
  { flex: '0 0 56px', inlineSize: 56 },
]);

export const productText = atoms({ display: 'grid', gap: 'xxs', minInlineSize: '0' });

export const productName = style([
  atoms({ fontSize: 'caption', overflow: 'hidden' }),
  { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' },
]);

export const status = atoms({
  display: 'flex', alignItems: 'center', gap: 'xs', fontSize: 'caption', color: 'textTertiary',
});

export const statusFailed = style({ color: vars.color.dangerText });

export const retry = style([
  atoms({
    paddingInline: 'xs', background: 'none', color: 'accentText', fontSize: 'caption', fontWeight: 'medium',
    cursor: 'pointer',
  }),
  {
    minBlockSize: 44,
    border: 'none',
    outline: 'none',
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, borderRadius: vars.radius.sm } },
  },
]);

export const olderBar = atoms({ display: 'flex', justifyContent: 'center', padding: 'xs' });

export const banner = atoms({
  paddingInline: 'gutter', paddingBlock: 'xs', background: 'warningSubtle', color: 'warningText', fontSize: 'caption',
});

/* ---------- composer ---------- */

export const composer = style([
  atoms({ display: 'grid', gap: 'xs', background: 'surface' }),
  {
    paddingInline: vars.space.sm,
    paddingBlock: vars.space.xs,
    paddingBlockEnd: `calc(${vars.space.xs} + env(safe-area-inset-bottom, 0px))`,
    borderBlockStart: `1px solid ${vars.color.border}`,
  },
]);

export const composerRow = atoms({ display: 'flex', alignItems: 'flex-end', gap: 'xs' });

export const input = style([
  atoms({ flex: 'fill', borderRadius: 'lg', background: 'surface', color: 'text' }),
  {
    minInlineSize: 0,
    minBlockSize: 44,
    maxBlockSize: 120,
    paddingInline: vars.space.sm,
    paddingBlock: 10,
    border: `1px solid ${vars.color.borderStrong}`,
    font: 'inherit',
    fontSize: vars.font.size.body,
    lineHeight: vars.font.lineHeight.normal,
    resize: 'none',
    outline: 'none',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    },
  },
]);

export const composerNote = atoms({ display: 'flex', gap: 'sm', fontSize: 'caption', color: 'textSecondary' });

export const composerError = atoms({ flex: 'fill', color: 'dangerText' });

export const counter = style({ marginInlineStart: 'auto' });

export const counterOver = style({ color: vars.color.dangerText });

export const attach = atoms({
  display: 'flex', alignItems: 'center', gap: 'sm', padding: 'xs', borderRadius: 'md', background: 'surfaceMuted',
});

export const attachText = atoms({ flex: 'fill', minInlineSize: '0', fontSize: 'caption' });

export const attachName = style([
  atoms({ display: 'block', overflow: 'hidden', whiteSpace: 'nowrap' }),
  { textOverflow: 'ellipsis' },
]);

export const sheet = atoms({ display: 'grid', gap: 'md', padding: 'gutter' });

/* ---------- info pages ---------- */

export const section = atoms({
  display: 'grid', gap: 'sm', margin: 'gutter', padding: 'gutter', borderRadius: 'lg', background: 'surface',
});

export const sectionTitle = atoms({ margin: 'none', fontSize: 'title', fontWeight: 'bold' });

export const paragraph = atoms({ margin: 'none', color: 'textSecondary', lineHeight: 'normal' });

export const bullets = style([
  atoms({ margin: 'none', display: 'grid', gap: 'xxs' }),
  { paddingInlineStart: vars.space.md },
]);

export const facts = style([
  atoms({ margin: 'none', display: 'grid' }),
  { gridTemplateColumns: 'auto 1fr', gap: vars.space.xs, columnGap: vars.space.md },
]);

export const factName = atoms({ color: 'textSecondary' });

export const factValue = atoms({ margin: 'none', fontWeight: 'medium', textAlign: 'end' });

export const actions = style({ display: 'grid', gap: vars.space.sm, margin: vars.space.gutter });

export const stateDot = style([
  atoms({ display: 'inline-block', borderRadius: 'round', background: 'textTertiary' }),
  { inlineSize: 10, blockSize: 10, marginInlineEnd: vars.space.xs },
]);

export const stateOpen = atoms({ background: 'success' });
export const stateDown = atoms({ background: 'warning' });
