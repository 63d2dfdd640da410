import { style } from '../theme/layer.css';
import { vars } from '../theme/contract.css';

// The foundation pages are the theme describing itself: every length and colour here is a token.

export const page = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.gutter,
  paddingBlockEnd: vars.space.xxl,
  background: vars.color.ground,
  color: vars.color.text,
  minBlockSize: '100%',
});

export const header = style({ display: 'grid', gap: vars.space.xs });

export const title = style({
  fontSize: vars.font.size.pageTitle,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const intro = style({
  color: vars.color.textSecondary,
  lineHeight: vars.font.lineHeight.normal,
});

export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.elevation.card,
});

export const sectionTitle = style({
  fontSize: vars.font.size.title,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const note = style({
  fontSize: vars.font.size.caption,
  color: vars.color.textSecondary,
  lineHeight: vars.font.lineHeight.normal,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const tokenName = style({ fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' });

/** Values (hex codes, lengths, curves) line up as a column of figures. */
export const value = style({
  fontSize: vars.font.size.caption,
  color: vars.color.textSecondary,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

// Colour

export const colourRow = style({
  display: 'grid',
  gridTemplateColumns: `${vars.layout.touchTarget} 1fr`,
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  paddingBlockEnd: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { paddingBlockEnd: 0, borderBlockEnd: 'none' } },
});

export const swatch = style({
  inlineSize: vars.layout.touchTarget,
  blockSize: vars.layout.touchTarget,
  borderRadius: vars.radius.md,
  // The outline keeps white and near-white swatches visible on the white card.
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});

export const colourText = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const pairings = style({
  gridColumn: '1 / -1',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const pairing = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.caption,
});

export const sample = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '56px',
  blockSize: '32px',
  borderRadius: vars.radius.sm,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.medium,
  // "Aa" is Latin whatever the locale: the taller lines of Thai, Hindi and Arabic would not fit.
  lineHeight: 1,
});

export const sampleLarge = style({
  fontSize: vars.font.size.priceLarge,
  fontWeight: vars.font.weight.bold,
});

/** A shape, not text, for uses that ask 3:1 or nothing: a ring the width of the focus outline. */
export const sampleShape = style({
  inlineSize: '18px',
  blockSize: '18px',
  borderRadius: vars.radius.round,
  border: '3px solid currentColor',
});

export const carries = style({ gridColumn: '1 / -1' });

export const pairingLabel = style({ display: 'grid', minInlineSize: 0 });

export const verdict = style({ display: 'grid', justifyItems: 'end', gap: vars.space.xxs });

export const ratio = style({
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

// Type

export const scriptRow = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { paddingBlockEnd: 0, borderBlockEnd: 'none' } },
});

export const scriptSample = style({
  display: 'grid',
  gridTemplateColumns: '56px 1fr',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

export const scriptText = style({ fontSize: vars.font.size.title });

export const sizeRow = style({ display: 'grid', gap: vars.space.xxs });

// Spacing, radii and elevation

export const measureRow = style({
  display: 'grid',
  gridTemplateColumns: '112px 1fr',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const spaceBar = style({
  blockSize: vars.space.sm,
  background: vars.color.accent,
  borderRadius: vars.radius.sm,
});

export const tiles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: vars.space.md,
});

export const tile = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  textAlign: 'center',
});

export const radiusBox = style({
  inlineSize: '64px',
  blockSize: '64px',
  background: vars.color.accentSubtle,
  border: `2px solid ${vars.color.accent}`,
});

/** A pill only shows as one on a box wider than tall, as on a button. */
export const radiusBoxWide = style({
  inlineSize: '96px',
  blockSize: vars.layout.touchTarget,
  marginBlock: '10px',
});

/** The spacing squares keep square corners, so a 2px step still reads as a size. */
export const spaceSquare = style({ background: vars.color.accent });

export const elevationBox = style({
  inlineSize: '88px',
  blockSize: '64px',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const elevationGround = style({
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.ground,
});

// Icons

export const iconGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
});

export const iconCell = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.font.size.caption,
  color: vars.color.textSecondary,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const iconGlyph = style({ fontSize: '24px', color: vars.color.text });

// Motion

export const curve = style({
  inlineSize: '100%',
  maxInlineSize: '200px',
  blockSize: 'auto',
  color: vars.color.accent,
});

export const curveAxis = style({ stroke: vars.color.border });

export const track = style({
  position: 'relative',
  blockSize: vars.layout.touchTarget,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});

export const runner = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineStart: vars.space.xs,
  inlineSize: '36px',
  blockSize: '36px',
  borderRadius: vars.radius.round,
  background: vars.color.accent,
});
