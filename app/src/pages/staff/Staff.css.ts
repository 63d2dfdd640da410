import { style } from '@vanilla-extract/css';
import { vars, focusRing } from '@shop/ui/theme';
import * as linkedCards from '../../shell/linkedCards.css';

/* ---------- overview ---------- */

export const intro = style({
  margin: 0,
  paddingInline: vars.space.gutter,
  paddingBlockStart: vars.space.gutter,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textSecondary,
});

export const queues = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.gutter,
  listStyle: 'none',
});

/** A queue's card; its title link stretches over it, so a press anywhere opens the queue. */
export const queueCard = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const queueText = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });

export const queueName = style({
  margin: 0,
  fontSize: vars.font.size.title,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'break-word',
});

export const queueCount = style({
  display: 'grid',
  justifyItems: 'center',
  minInlineSize: '56px',
  fontSize: vars.font.size.caption,
  color: vars.color.textSecondary,
});

export const queueNumber = style({
  fontSize: vars.font.size.pageTitle,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const queueNumberWaiting = style({ color: vars.color.accentText });

/* ---------- lists ---------- */

export { cardHeader, cardLink, list, skeleton } from '../../shell/linkedCards.css';
export const cardTitle = linkedCards.cardTitle;

/** A card the whole of which opens the item (its heading link stretches over it). */
export const card = style([linkedCards.card, { gap: vars.space.xs }]);

export const cardMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  margin: 0,
  fontSize: vars.font.size.caption,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textSecondary,
  overflowWrap: 'break-word',
});

export const tag = style({ flexShrink: 0 });

/* ---------- detail ---------- */

export const banner = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.accentSubtle,
  color: vars.color.text,
});

export const bannerTitle = style({
  margin: 0,
  fontSize: vars.font.size.pageTitle,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.normal,
});

export const bannerText = style({
  margin: 0,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'break-word',
});

/** What a colleague decided first: stands out above the item until the page is left. */
export const conflict = style({
  display: 'grid',
  gap: vars.space.xxs,
  marginInline: vars.space.gutter,
  marginBlockStart: vars.space.gutter,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.dangerSubtle,
  color: vars.color.dangerText,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.normal,
});

/** Who may decide: "your own item" or the four-eyes state, above the item while it waits. */
export const rightsNotice = style([
  conflict,
  { background: vars.color.infoSubtle, color: vars.color.infoText },
]);

export const conflictTitle = style({ margin: 0, fontWeight: vars.font.weight.bold });
export const conflictText = style({ margin: 0, color: vars.color.text, overflowWrap: 'break-word' });

export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  marginInline: vars.space.gutter,
  marginBlockStart: vars.space.gutter,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const lastSection = style({ marginBlockEnd: vars.space.gutter });

export { sectionTitle } from '../../shell/detailRows.css';

export const text = style({
  margin: 0,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'break-word',
  whiteSpace: 'pre-line',
});

export const secondary = style([text, { color: vars.color.textSecondary }]);

/** Label and value rows. */
export { row, rowLabel, rows, rowValue } from '../../shell/detailRows.css';

// Bundled sans with tabular figures, not the system monospace (the same on every machine).
export const mono = style({ fontVariantNumeric: 'tabular-nums', letterSpacing: '0.02em', overflowWrap: 'anywhere', wordBreak: 'break-all' });

export const items = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const thumb = style({ flexShrink: 0, inlineSize: '56px', borderRadius: vars.radius.md, overflow: 'hidden' });

export const itemBody = style({ display: 'grid', gap: vars.space.xxs, flex: 1, minInlineSize: 0 });

export const itemName = style({
  margin: 0,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'break-word',
});

export const itemMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  fontSize: vars.font.size.caption,
  color: vars.color.textSecondary,
});

/* ---------- photos ---------- */

export const photos = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const photo = style({ display: 'grid', gap: vars.space.xxs, alignContent: 'start' });

export const photoButton = style({
  display: 'block',
  inlineSize: '100%',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  cursor: 'zoom-in',
  ...focusRing,
});

export const photoImage = style({ display: 'block', inlineSize: '100%', aspectRatio: '1', objectFit: 'cover' });

export const photoState = style({
  display: 'grid',
  // The column is the tile's width, never its text's: a phrase kept whole (ja "読み込めませんでした。"
  // under auto-phrase) would otherwise widen the column past the tile and be clipped; bounded,
  // the text breaks inside the tile (the phrase itself where nothing else fits).
  gridTemplateColumns: 'minmax(0, 1fr)',
  placeItems: 'center',
  inlineSize: '100%',
  aspectRatio: '1',
  padding: vars.space.xs,
  boxSizing: 'border-box',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.textSecondary,
  fontSize: vars.font.size.caption,
  textAlign: 'center',
  // `anywhere`, not `break-word`: it also lowers the text's min-content width, so a phrase wider
  // than the tile breaks inside it instead of sizing the centred text past the tile's clip.
  overflowWrap: 'anywhere',
});

export const photoCaption = style({
  fontSize: vars.font.size.caption,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textSecondary,
  overflowWrap: 'break-word',
});

/* ---------- history ---------- */

export const history = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const entry = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `2px solid ${vars.color.border}`,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'break-word',
});

export const entryMeta = style({ fontSize: vars.font.size.caption, color: vars.color.textSecondary });

/* ---------- actions ---------- */

export const actionsBar = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.gutter,
  background: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const actionGrow = style({ flex: 1 });

export const sheet = style({
  display: 'grid',
  gap: vars.space.md,
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space.xs,
  paddingBlockEnd: vars.space.md,
});

export const sheetText = style([text, { color: vars.color.textSecondary }]);

export const productLink = style([
  itemName,
  { color: vars.color.text, textDecoration: 'none', borderRadius: vars.radius.sm, ...focusRing },
]);
