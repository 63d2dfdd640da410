import { style, styleVariants } from '@vanilla-extract/css';
import { vars, focusRing } from '@shop/ui/theme';

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: vars.space.gutter,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

/** The balance card: the brand gradient with white text (large text only on the accent). */
export const balanceCard = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: vars.space.gutter,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.accentFill}, ${vars.color.accentPressed})`,
  color: vars.color.onAccent,
});

export const balanceLabel = style({ margin: 0, fontSize: vars.font.size.body });

export const balanceAmount = style({
  margin: 0,
  fontSize: vars.font.size.priceLarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

/** Two or three figures side by side, wrapping when a language needs the room. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(9rem, 100%), 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const figure = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });

export const figureLabel = style({ margin: 0, fontSize: vars.font.size.caption, lineHeight: vars.font.lineHeight.normal });

export const figureValue = style({
  margin: 0,
  fontSize: vars.font.size.title,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.title,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.normal,
});

export const caption = style({ margin: 0, fontSize: vars.font.size.caption, color: vars.color.textSecondary, lineHeight: vars.font.lineHeight.normal });

export const text = style({ margin: 0, lineHeight: vars.font.lineHeight.normal });

/** The wallet's entries: a grid of large targets with an icon and a label that may wrap. */
export const entries = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.xs,
  margin: vars.space.gutter,
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  listStyle: 'none',
});

export const entry = style([
  focusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minBlockSize: vars.layout.touchTarget,
    blockSize: '100%',
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    color: vars.color.text,
    fontSize: vars.font.size.caption,
    lineHeight: vars.font.lineHeight.normal,
    textAlign: 'center',
    textDecoration: 'none',
    selectors: { '&:active': { background: vars.color.surfacePressed } },
  },
]);

export const entryIcon = style({ color: vars.color.accent, inlineSize: 24, blockSize: 24 });

export const row = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: vars.space.gutter, listStyle: 'none' });

export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

/** A list item that opens its detail: a full-width button with the card's look. */
export const itemButton = style([
  focusRing,
  {
    display: 'grid',
    gap: vars.space.xs,
    inlineSize: '100%',
    padding: vars.space.md,
    border: 'none',
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    selectors: { '&:active': { background: vars.color.surfacePressed } },
  },
]);

export const itemTitle = style({
  margin: 0,
  minInlineSize: 0,
  fontSize: vars.font.size.title,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'break-word',
});

/** Signed amounts: money in green, money out in red, both the theme's text-safe tones (≥ 4.5:1 on white). */
export const amount = styleVariants({
  in: { color: vars.color.successText },
  out: { color: vars.color.dangerText },
});

export const amountText = style({
  fontSize: vars.font.size.title,
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

/** Long machine text (addresses, hashes): wraps anywhere, stays left to right. */
export const code = style({
  margin: 0,
  overflowWrap: 'anywhere',
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.normal,
  unicodeBidi: 'isolate',
  direction: 'ltr',
  textAlign: 'start',
});

export const notice = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSubtle,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.normal,
});

export const noticeInfo = style([notice, { background: vars.color.infoSubtle }]);

export const noticeDanger = style([notice, { background: vars.color.dangerSubtle }]);

export const noticeTitle = style({ margin: 0, fontWeight: vars.font.weight.bold });

export const form = style({ display: 'grid', gap: vars.space.md, padding: vars.space.gutter });

export const formCard = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const fieldLabel = style({ fontSize: vars.font.size.body, fontWeight: vars.font.weight.medium });

export const error = style({ margin: 0, color: vars.color.dangerText, fontSize: vars.font.size.caption, lineHeight: vars.font.lineHeight.normal });

export const actions = style({ display: 'grid', gap: vars.space.sm });

export const inlineActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });

export const skeleton = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.gutter });

export const sheet = style({ display: 'grid', gap: vars.space.md, paddingInline: vars.space.gutter, paddingBlockEnd: vars.space.md });

export const sheetAmount = style({ display: 'flex', justifyContent: 'center' });

export const result = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  margin: vars.space.gutter,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  textAlign: 'center',
});

export const resultIcon = styleVariants({
  info: { inlineSize: 48, blockSize: 48, color: vars.color.infoText },
  success: { inlineSize: 48, blockSize: 48, color: vars.color.successText },
  danger: { inlineSize: 48, blockSize: 48, color: vars.color.dangerText },
});

export const details = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const detailRow = style({ display: 'grid', gap: vars.space.xxs });

export const detailTerm = style({ margin: 0, fontSize: vars.font.size.caption, color: vars.color.textSecondary });

export const detailValue = style({ margin: 0, overflowWrap: 'break-word', lineHeight: vars.font.lineHeight.normal });

export const proofImage = style({ maxInlineSize: '100%', maxBlockSize: 240, borderRadius: vars.radius.md, objectFit: 'contain' });

export const linkButton = styleVariants({
  primary: [
    focusRing,
    {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.xs,
      minBlockSize: vars.layout.touchTarget,
      paddingInline: vars.space.md,
      borderRadius: vars.radius.pill,
      background: vars.color.accentFill,
      color: vars.color.onAccent,
      fontWeight: vars.font.weight.medium,
      textDecoration: 'none',
      textAlign: 'center',
    },
  ],
  secondary: [
    focusRing,
    {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.xs,
      minBlockSize: vars.layout.touchTarget,
      paddingInline: vars.space.md,
      borderRadius: vars.radius.pill,
      border: `1px solid ${vars.color.borderStrong}`,
      background: vars.color.surface,
      color: vars.color.text,
      fontWeight: vars.font.weight.medium,
      textDecoration: 'none',
      textAlign: 'center',
    },
  ],
});

export const bottomBar = style({
  padding: vars.space.gutter,
  background: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const accountRow = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
