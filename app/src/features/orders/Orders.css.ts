import { style } from '@vanilla-extract/css';
import { vars, focusRing } from '@shop/ui/theme';
import * as linkedCards from '../../shell/linkedCards.css';

/* ---------- list ---------- */

export { cardHeader, cardLink, list, skeleton } from '../../shell/linkedCards.css';
export const storeName = linkedCards.cardTitle;

/** A card the whole of which opens the order (its heading link stretches over it). */
export const card = style([linkedCards.card, { gap: vars.space.sm }]);

export const tag = style({ flexShrink: 0 });

export const items = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const thumb = style({
  flexShrink: 0,
  inlineSize: '72px',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const itemBody = style({
  display: 'grid',
  gap: vars.space.xxs,
  flex: 1,
  minInlineSize: 0,
});

/** Two lines at most, then an ellipsis. */
export const itemName = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
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

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.caption,
  color: vars.color.textSecondary,
});

export const total = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xxs,
  color: vars.color.text,
  fontSize: vars.font.size.body,
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
export const linkButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  minBlockSize: vars.layout.touchTarget,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.gutter,
  borderRadius: vars.radius.pill,
  border: '1px solid transparent',
  background: vars.color.accentFill,
  color: vars.color.onAccent,
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover, &:active': { background: vars.color.accentPressed },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/* ---------- sheets ---------- */

export const sheet = style({
  display: 'grid',
  gap: vars.space.md,
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space.xs,
  paddingBlockEnd: vars.space.md,
});

export const field = style({ display: 'grid', gap: vars.space.xs });

export const fieldLabel = style({
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const error = style({
  margin: 0,
  fontSize: vars.font.size.caption,
  color: vars.color.dangerText,
});

/* ---------- detail ---------- */

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

export const bannerText = style({ margin: 0, fontSize: vars.font.size.body, lineHeight: vars.font.lineHeight.normal });

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

export const copy = style({
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.accentText,
  fontSize: vars.font.size.caption,
  cursor: 'pointer',
  ...focusRing,
});

export const productLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  ...focusRing,
});

export const steps = style({ marginInline: vars.space.gutter, marginBlockStart: vars.space.gutter });

// Bundled sans with tabular figures, not the system monospace: the system font differs from
// machine to machine, and so would every screenshot of an order number.
export const mono = style({ fontVariantNumeric: 'tabular-nums', letterSpacing: '0.02em', overflowWrap: 'anywhere' });
