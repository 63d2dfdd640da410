import { style } from '@vanilla-extract/css';
import { vars, focusRing } from '@shop/ui/theme';
import { atoms } from '@shop/ui/atoms';
import * as linkedCards from '../../shell/linkedCards.css';

/* ---------- list ---------- */

export { cardHeader, cardLink, list, skeleton } from '../../shell/linkedCards.css';
export const storeName = linkedCards.cardTitle;

/** A card the whole of which opens the order (its heading link stretches over it). */
export const card = style([linkedCards.card, { gap: vars.space.sm }]);

export const tag = atoms({ flexShrink: '0' });

export const items = atoms({ display: 'grid', gap: 'sm', margin: 'none', padding: 'none', listStyle: 'none' });

export const item = atoms({ display: 'flex', alignItems: 'flex-start', gap: 'sm' });

export const thumb = style([
  atoms({ flexShrink: '0', borderRadius: 'md', overflow: 'hidden' }),
  { inlineSize: '72px' },
]);

export const itemBody = atoms({ display: 'grid', gap: 'xxs', flex: 'one', minInlineSize: '0' });

/** Two lines at most, then an ellipsis. */
export const itemName = style([
  atoms({ overflow: 'hidden', margin: 'none', fontSize: 'body', lineHeight: 'normal', overflowWrap: 'break-word' }),
  { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 2 },
]);

export const itemMeta = atoms({
  display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 'xs',
  fontSize: 'caption', color: 'textSecondary',
});

export const summary = atoms({
  display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 'xs', margin: 'none',
  fontSize: 'caption', color: 'textSecondary',
});

export const total = atoms({
  display: 'inline-flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 'xxs', color: 'text', fontSize: 'body',
});

/* ---------- actions ---------- */

/** Above the card's stretched link, so the buttons take their own presses. */
export const actions = style({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
});

export const actionsBar = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.gutter,
  background: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const actionGrow = style({ flex: 1 });

/** Pay is a link (it opens the payment page) that looks like the kit's small primary button. */
export const linkButton = style([
  atoms({
    display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minBlockSize: 'touchTarget',
    borderRadius: 'pill', background: 'accentFill', color: 'onAccent', fontSize: 'body', fontWeight: 'medium',
    lineHeight: 'tight', textAlign: 'center', textDecoration: 'none',
  }),
  {
    boxSizing: 'border-box',
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.gutter,
    border: '1px solid transparent',
    outline: 'none',
    selectors: {
      '&:hover, &:active': { background: vars.color.accentPressed },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
]);

/* ---------- sheets ---------- */

export const sheet = atoms({
  display: 'grid', gap: 'md', paddingInline: 'gutter', paddingBlock: 'xs', paddingBlockEnd: 'md',
});

export const field = atoms({ display: 'grid', gap: 'xs' });

export const fieldLabel = atoms({ fontSize: 'body', fontWeight: 'medium', color: 'text' });

export const error = atoms({ margin: 'none', fontSize: 'caption', color: 'dangerText' });

/* ---------- detail ---------- */

export const section = atoms({
  display: 'grid', gap: 'sm', marginInline: 'gutter', marginBlockStart: 'gutter', padding: 'md', borderRadius: 'lg',
  background: 'surface',
});

export const lastSection = style({ marginBlockEnd: vars.space.gutter });

export const banner = atoms({ display: 'grid', gap: 'xs', padding: 'md', background: 'accentSubtle', color: 'text' });

export const bannerTitle = atoms({ margin: 'none', fontSize: 'pageTitle', fontWeight: 'bold', lineHeight: 'normal' });

export const bannerText = atoms({ margin: 'none', fontSize: 'body', lineHeight: 'normal' });

export { sectionTitle } from '../../shell/detailRows.css';

export const text = style({
  margin: 0,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'break-word',
});

export const secondary = style([text, { color: vars.color.textSecondary }]);

/** Label and value rows. */
export { row, rowLabel, rows, rowValue } from '../../shell/detailRows.css';

export const totalRow = style({
  paddingBlockStart: vars.space.xs,
  borderBlockStart: `1px solid ${vars.color.border}`,
  fontWeight: vars.font.weight.bold,
});

export const copy = style([
  atoms({
    minBlockSize: 'touchTarget', paddingInline: 'sm', borderRadius: 'pill', color: 'accentText', fontSize: 'caption',
    cursor: 'pointer',
  }),
  {
    border: 'none',
    background: 'transparent',
    ...focusRing,
  },
]);

export const productLink = style([
  atoms({ color: 'text', textDecoration: 'none', borderRadius: 'sm' }),
  { ...focusRing },
]);

export const steps = atoms({ marginInline: 'gutter', marginBlockStart: 'gutter' });

// Bundled sans with tabular figures, not the system monospace: the system font differs from
// machine to machine, and so would every screenshot of an order number.
export const mono = style([
  atoms({ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }),
  { letterSpacing: '0.02em' },
]);
