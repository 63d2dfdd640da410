import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars, focusRingInset } from '@shop/ui/theme';

/* ---------- conversation lists ---------- */

export const list = style({ margin: 0, padding: 0, listStyle: 'none', background: vars.color.surface });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: 72,
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space.sm,
  color: vars.color.text,
  textDecoration: 'none',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  ...focusRingInset,
  selectors: { ...focusRingInset.selectors, '&:active': { background: vars.color.surfacePressed } },
});

export const rowBody = style({ flex: '1 1 auto', minInlineSize: 0, display: 'grid', gap: vars.space.xxs });

export const rowTop = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.xs });

export const rowName = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const rowTime = style({ flex: '0 0 auto', fontSize: vars.font.size.caption, color: vars.color.textTertiary });

export const rowBottom = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const rowPreview = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  fontSize: vars.font.size.caption,
  color: vars.color.textSecondary,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const pinned = style({
  fontSize: vars.font.size.caption,
  color: vars.color.accentText,
  flex: '0 0 auto',
});

export const skeletonRow = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.gutter,
});

/* ---------- one conversation ---------- */

/** The visual viewport's height while a phone keyboard is up (see useKeyboardSafeLayout). */
export const viewportHeight = createVar();

export const chatRoot = style({ vars: { [viewportHeight]: '100dvh' } });
// The page frame follows the visual viewport, so the composer sits on the keyboard and the list
// above it shrinks instead of sliding under it.
globalStyle(`${chatRoot} > div`, { minBlockSize: viewportHeight });
globalStyle(`${chatRoot} > div > div`, { blockSize: viewportHeight });

export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.gutter,
  listStyle: 'none',
});

export const separator = style({
  alignSelf: 'center',
  marginBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.textSecondary,
  fontSize: vars.font.size.caption,
});

export const start = style({
  alignSelf: 'center',
  textAlign: 'center',
  color: vars.color.textTertiary,
  fontSize: vars.font.size.caption,
  marginBlock: vars.space.xs,
  marginInline: vars.space.gutter,
});

export const bubbleRow = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  maxInlineSize: '100%',
});

/** My messages at the inline end (right in LTR, left in RTL). */
export const bubbleRowMine = style({ flexDirection: 'row-reverse' });

export const bubbleColumn = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  maxInlineSize: '78%',
  minInlineSize: 0,
});

export const bubbleColumnMine = style({ alignItems: 'flex-end' });

export const bubble = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.lg,
  borderEndStartRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'break-word',
});

export const bubbleMine = style({
  background: vars.color.accentFill,
  color: vars.color.onAccent,
  borderEndStartRadius: vars.radius.lg,
  borderEndEndRadius: vars.radius.sm,
});

export const imageButton = style({
  display: 'block',
  padding: 0,
  border: 'none',
  background: 'none',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  cursor: 'zoom-in',
  inlineSize: 160,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const productCard = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  inlineSize: 240,
  maxInlineSize: '100%',
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const productThumb = style({ flex: '0 0 56px', inlineSize: 56, borderRadius: vars.radius.sm, overflow: 'hidden' });

export const productText = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });

export const productName = style({
  fontSize: vars.font.size.caption,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.caption,
  color: vars.color.textTertiary,
});

export const statusFailed = style({ color: vars.color.dangerText });

export const retry = style({
  minBlockSize: 44,
  paddingInline: vars.space.xs,
  border: 'none',
  background: 'none',
  color: vars.color.accentText,
  fontSize: vars.font.size.caption,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, borderRadius: vars.radius.sm } },
});

export const olderBar = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xs });

export const banner = style({
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space.xs,
  background: vars.color.warningSubtle,
  color: vars.color.warningText,
  fontSize: vars.font.size.caption,
});

/* ---------- composer ---------- */

export const composer = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingBlockEnd: `calc(${vars.space.xs} + env(safe-area-inset-bottom, 0px))`,
  background: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const composerRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs });

export const input = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  minBlockSize: 44,
  maxBlockSize: 120,
  paddingInline: vars.space.sm,
  paddingBlock: 10,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.normal,
  resize: 'none',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const composerNote = style({ display: 'flex', gap: vars.space.sm, fontSize: vars.font.size.caption, color: vars.color.textSecondary });

export const composerError = style({ flex: '1 1 auto', color: vars.color.dangerText });

export const counter = style({ marginInlineStart: 'auto' });

export const counterOver = style({ color: vars.color.dangerText });

export const attach = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const attachText = style({ flex: '1 1 auto', minInlineSize: 0, fontSize: vars.font.size.caption });

export const attachName = style({
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const sheet = style({ display: 'grid', gap: vars.space.md, padding: vars.space.gutter });

/* ---------- info pages ---------- */

export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: vars.space.gutter,
  padding: vars.space.gutter,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.title, fontWeight: vars.font.weight.bold });

export const paragraph = style({ margin: 0, color: vars.color.textSecondary, lineHeight: vars.font.lineHeight.normal });

export const bullets = style({ margin: 0, paddingInlineStart: vars.space.md, display: 'grid', gap: vars.space.xxs });

export const facts = style({ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: vars.space.xs, columnGap: vars.space.md });

export const factName = style({ color: vars.color.textSecondary });

export const factValue = style({ margin: 0, fontWeight: vars.font.weight.medium, textAlign: 'end' });

export const actions = style({ display: 'grid', gap: vars.space.sm, margin: vars.space.gutter });

export const stateDot = style({
  display: 'inline-block',
  inlineSize: 10,
  blockSize: 10,
  marginInlineEnd: vars.space.xs,
  borderRadius: vars.radius.round,
  background: vars.color.textTertiary,
});

export const stateOpen = style({ background: vars.color.success });
export const stateDown = style({ background: vars.color.warning });
