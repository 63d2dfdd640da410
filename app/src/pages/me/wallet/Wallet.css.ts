import { style, styleVariants } from '@vanilla-extract/css';
import { vars, focusRing } from '@shop/ui/theme';
import { atoms } from '@shop/ui/atoms';

export const card = atoms({
  display: 'grid', gap: 'sm', margin: 'gutter', padding: 'md', borderRadius: 'lg', background: 'surface',
});

/** The balance card: the brand gradient with white text (large text only on the accent). */
export const balanceCard = style([
  atoms({ display: 'grid', gap: 'sm', margin: 'gutter', padding: 'md', borderRadius: 'lg', color: 'onAccent' }),
  { background: `linear-gradient(135deg, ${vars.color.accentFill}, ${vars.color.accentPressed})` },
]);

export const balanceLabel = atoms({ margin: 'none', fontSize: 'body' });

export const balanceAmount = atoms({
  margin: 'none', fontSize: 'priceLarge', fontWeight: 'bold', lineHeight: 'normal', overflowWrap: 'anywhere',
});

/** Two or three figures side by side, wrapping when a language needs the room. */
export const figures = style([
  atoms({ display: 'grid', gap: 'sm', margin: 'none' }),
  { gridTemplateColumns: 'repeat(auto-fit, minmax(min(9rem, 100%), 1fr))' },
]);

export const figure = atoms({ display: 'grid', gap: 'xxs', minInlineSize: '0' });

export const figureLabel = atoms({ margin: 'none', fontSize: 'caption', lineHeight: 'normal' });

export const figureValue = atoms({
  margin: 'none', fontSize: 'title', fontWeight: 'bold', lineHeight: 'normal', overflowWrap: 'anywhere',
});

export const heading = atoms({ margin: 'none', fontSize: 'title', fontWeight: 'bold', lineHeight: 'normal' });

export const caption = style({ margin: 0, fontSize: vars.font.size.caption, color: vars.color.textSecondary, lineHeight: vars.font.lineHeight.normal });

export const text = style({ margin: 0, lineHeight: vars.font.lineHeight.normal });

/** The wallet's entries: a grid of large targets with an icon and a label that may wrap. */
export const entries = style([
  atoms({
    display: 'grid', gap: 'xs', margin: 'gutter', padding: 'sm', borderRadius: 'lg', background: 'surface',
    listStyle: 'none',
  }),
  { gridTemplateColumns: 'repeat(3, 1fr)' },
]);

export const entry = style([
  focusRing,
  atoms({
    display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 'xs', padding: 'sm',
    borderRadius: 'md', color: 'text', fontSize: 'caption', lineHeight: 'normal', textAlign: 'center',
    textDecoration: 'none',
  }),
  {
    minBlockSize: vars.layout.touchTarget,
    blockSize: '100%',
    selectors: { '&:active': { background: vars.color.surfacePressed } },
  },
]);

export const entryIcon = style([atoms({ color: 'accent' }), { inlineSize: 24, blockSize: 24 }]);

export const row = atoms({
  display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 'sm', flexWrap: 'wrap',
});

export const list = atoms({ display: 'grid', gap: 'sm', margin: 'none', padding: 'gutter', listStyle: 'none' });

export const item = atoms({ display: 'grid', gap: 'xs', padding: 'md', borderRadius: 'lg', background: 'surface' });

/** A list item that opens its detail: a full-width button with the card's look. */
export const itemButton = style([
  focusRing,
  atoms({
    display: 'grid', gap: 'xs', inlineSize: 'full', padding: 'md', borderRadius: 'lg', background: 'surface',
    color: 'text', textAlign: 'start', cursor: 'pointer',
  }),
  {
    border: 'none',
    font: 'inherit',
    selectors: { '&:active': { background: vars.color.surfacePressed } },
  },
]);

export const itemTitle = atoms({
  margin: 'none', minInlineSize: '0', fontSize: 'title', fontWeight: 'medium', lineHeight: 'normal',
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
export const code = style([
  atoms({ margin: 'none', overflowWrap: 'anywhere', fontSize: 'body', lineHeight: 'normal', textAlign: 'start' }),
  { unicodeBidi: 'isolate', direction: 'ltr' },
]);

export const notice = atoms({
  display: 'grid', gap: 'xs', margin: 'none', padding: 'md', borderRadius: 'md', background: 'warningSubtle',
  color: 'text', lineHeight: 'normal',
});

export const noticeInfo = style([notice, { background: vars.color.infoSubtle }]);

export const noticeDanger = style([notice, { background: vars.color.dangerSubtle }]);

export const noticeTitle = atoms({ margin: 'none', fontWeight: 'bold' });

export const form = atoms({ display: 'grid', gap: 'md', padding: 'gutter' });

export const formCard = atoms({
  display: 'grid', gap: 'md', padding: 'md', borderRadius: 'lg', background: 'surface',
});

export const fieldLabel = atoms({ fontSize: 'body', fontWeight: 'medium' });

export const error = atoms({ margin: 'none', color: 'dangerText', fontSize: 'caption', lineHeight: 'normal' });

export const actions = style({ display: 'grid', gap: vars.space.sm });

export const inlineActions = atoms({ display: 'flex', flexWrap: 'wrap', gap: 'sm', justifyContent: 'flex-end' });

export const skeleton = atoms({ display: 'grid', gap: 'sm', padding: 'gutter' });

export const sheet = atoms({ display: 'grid', gap: 'md', paddingInline: 'gutter', paddingBlockEnd: 'md' });

export const sheetAmount = atoms({ display: 'flex', justifyContent: 'center' });

export const result = atoms({
  display: 'grid', justifyItems: 'center', gap: 'sm', margin: 'gutter', padding: 'lg', borderRadius: 'lg',
  background: 'surface', textAlign: 'center',
});

export const resultIcon = styleVariants({
  info: { inlineSize: 48, blockSize: 48, color: vars.color.infoText },
  success: { inlineSize: 48, blockSize: 48, color: vars.color.successText },
  danger: { inlineSize: 48, blockSize: 48, color: vars.color.dangerText },
});

export const details = atoms({ display: 'grid', gap: 'sm', margin: 'none' });

export const detailRow = atoms({ display: 'grid', gap: 'xxs' });

export const detailTerm = atoms({ margin: 'none', fontSize: 'caption', color: 'textSecondary' });

export const detailValue = atoms({ margin: 'none', overflowWrap: 'break-word', lineHeight: 'normal' });

export const proofImage = style([
  atoms({ borderRadius: 'md' }),
  { maxInlineSize: '100%', maxBlockSize: 240, objectFit: 'contain' },
]);

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

export const bottomBar = style([
  atoms({ padding: 'gutter', background: 'surface' }),
  { borderBlockStart: `1px solid ${vars.color.border}` },
]);

export const accountRow = style([
  atoms({ display: 'grid', gap: 'xs', paddingBlockStart: 'sm' }),
  { borderBlockStart: `1px solid ${vars.color.border}` },
]);
