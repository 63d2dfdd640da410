import { style } from '@vanilla-extract/css';
import { vars, focusRing } from '@shop/ui/theme';
import { atoms } from '@shop/ui/atoms';
import * as linkedCards from '../../shell/linkedCards.css';

/* ---------- overview ---------- */

export const intro = atoms({
  margin: 'none', paddingInline: 'gutter', paddingBlockStart: 'gutter', fontSize: 'body', lineHeight: 'normal',
  color: 'textSecondary',
});

export const queues = atoms({ display: 'grid', gap: 'sm', margin: 'none', padding: 'gutter', listStyle: 'none' });

/** A queue's card; its title link stretches over it, so a press anywhere opens the queue. */
export const queueCard = style([
  atoms({
    position: 'relative', display: 'grid', alignItems: 'center', gap: 'sm', padding: 'md', borderRadius: 'lg',
    background: 'surface',
  }),
  { gridTemplateColumns: '1fr auto' },
]);

export const queueText = atoms({ display: 'grid', gap: 'xxs', minInlineSize: '0' });

export const queueName = atoms({
  margin: 'none', fontSize: 'title', fontWeight: 'bold', lineHeight: 'normal', overflowWrap: 'break-word',
});

export const queueCount = style([
  atoms({ display: 'grid', justifyItems: 'center', fontSize: 'caption', color: 'textSecondary' }),
  { minInlineSize: '56px' },
]);

export const queueNumber = atoms({
  fontSize: 'pageTitle', fontWeight: 'bold', lineHeight: 'tight', color: 'text', fontVariantNumeric: 'tabular-nums',
});

export const queueNumberWaiting = style({ color: vars.color.accentText });

/* ---------- lists ---------- */

export { cardHeader, cardLink, list, skeleton } from '../../shell/linkedCards.css';
export const cardTitle = linkedCards.cardTitle;

/** A card the whole of which opens the item (its heading link stretches over it). */
export const card = style([linkedCards.card, { gap: vars.space.xs }]);

export const cardMeta = style([
  atoms({
    display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', margin: 'none',
    fontSize: 'caption', lineHeight: 'normal', color: 'textSecondary', overflowWrap: 'break-word',
  }),
  { columnGap: vars.space.sm, rowGap: vars.space.xxs },
]);

export const tag = atoms({ flexShrink: '0' });

/* ---------- detail ---------- */

export const banner = atoms({ display: 'grid', gap: 'xs', padding: 'md', background: 'accentSubtle', color: 'text' });

export const bannerTitle = atoms({ margin: 'none', fontSize: 'pageTitle', fontWeight: 'bold', lineHeight: 'normal' });

export const bannerText = atoms({
  margin: 'none', fontSize: 'body', lineHeight: 'normal', overflowWrap: 'break-word',
});

/** What a colleague decided first: stands out above the item until the page is left. */
export const conflict = atoms({
  display: 'grid', gap: 'xxs', marginInline: 'gutter', marginBlockStart: 'gutter', padding: 'md', borderRadius: 'lg',
  background: 'dangerSubtle', color: 'dangerText', fontSize: 'body', lineHeight: 'normal',
});

/** Who may decide: "your own item" or the four-eyes state, above the item while it waits. */
export const rightsNotice = style([
  conflict,
  { background: vars.color.infoSubtle, color: vars.color.infoText },
]);

export const conflictTitle = atoms({ margin: 'none', fontWeight: 'bold' });
export const conflictText = atoms({ margin: 'none', color: 'text', overflowWrap: 'break-word' });

export const section = atoms({
  display: 'grid', gap: 'sm', marginInline: 'gutter', marginBlockStart: 'gutter', padding: 'md', borderRadius: 'lg',
  background: 'surface',
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
export const mono = style([
  atoms({ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }),
  { letterSpacing: '0.02em', wordBreak: 'break-all' },
]);

export const items = atoms({ display: 'grid', gap: 'sm', margin: 'none', padding: 'none', listStyle: 'none' });

export const item = atoms({ display: 'flex', alignItems: 'flex-start', gap: 'sm' });

export const thumb = style([
  atoms({ flexShrink: '0', borderRadius: 'md', overflow: 'hidden' }),
  { inlineSize: '56px' },
]);

export const itemBody = atoms({ display: 'grid', gap: 'xxs', flex: 'one', minInlineSize: '0' });

export const itemName = atoms({ margin: 'none', fontSize: 'body', lineHeight: 'normal', overflowWrap: 'break-word' });

export const itemMeta = atoms({
  display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 'xs',
  fontSize: 'caption', color: 'textSecondary',
});

/* ---------- photos ---------- */

export const photos = style([
  atoms({ display: 'grid', gap: 'sm', margin: 'none', padding: 'none', listStyle: 'none' }),
  { gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))' },
]);

export const photo = style([atoms({ display: 'grid', gap: 'xxs' }), { alignContent: 'start' }]);

export const photoButton = style([
  atoms({
    display: 'block', inlineSize: 'full', padding: 'none', borderRadius: 'md', overflow: 'hidden',
    background: 'surfaceMuted',
  }),
  {
    border: 'none',
    cursor: 'zoom-in',
    ...focusRing,
  },
]);

export const photoImage = style([
  atoms({ display: 'block', inlineSize: 'full' }),
  { aspectRatio: '1', objectFit: 'cover' },
]);

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

export const photoCaption = atoms({
  fontSize: 'caption', lineHeight: 'normal', color: 'textSecondary', overflowWrap: 'break-word',
});

/* ---------- history ---------- */

export const history = atoms({ display: 'grid', gap: 'sm', margin: 'none', padding: 'none', listStyle: 'none' });

export const entry = style([
  atoms({ display: 'grid', gap: 'xxs', fontSize: 'body', lineHeight: 'normal', overflowWrap: 'break-word' }),
  {
    paddingInlineStart: vars.space.sm,
    borderInlineStart: `2px solid ${vars.color.border}`,
  },
]);

export const entryMeta = atoms({ fontSize: 'caption', color: 'textSecondary' });

/* ---------- actions ---------- */

export const actionsBar = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.gutter,
  background: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const actionGrow = style({ flex: 1 });

export const sheet = atoms({
  display: 'grid', gap: 'md', paddingInline: 'gutter', paddingBlock: 'xs', paddingBlockEnd: 'md',
});

export const sheetText = style([text, { color: vars.color.textSecondary }]);

export const productLink = style([
  itemName,
  { color: vars.color.text, textDecoration: 'none', borderRadius: vars.radius.sm, ...focusRing },
]);
