import { style } from '@vanilla-extract/css';
import { vars, focusRingInset } from '@shop/ui/theme';

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'stretch',
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const sorts = style({
  display: 'flex',
  flex: '1 1 auto',
  minInlineSize: 0,
});

const barButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minBlockSize: vars.layout.touchTarget,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xs,
  border: 'none',
  background: 'transparent',
  color: vars.color.textSecondary,
  font: 'inherit',
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
  overflowWrap: 'break-word',
  cursor: 'pointer',
  outline: 'none',
} as const;

// The sorts share the row by their text, not in equal parts, and none gets narrower than its longest
// word: a long label (ru "Подходящие") takes the room a short one ("Цена") does not need, and a
// two-word label wraps between its words instead of spilling.
export const sortButton = style({
  ...barButton,
  position: 'relative',
  flex: '1 1 auto',
  minInlineSize: 'min-content',
  selectors: {
    ...focusRingInset.selectors,
    '&[aria-pressed="true"]': { color: vars.color.accentText, fontWeight: vars.font.weight.bold },
  },
});

/** Two small triangles; the one for the chosen price order takes the accent. */
export const arrows = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: '2px',
  flexShrink: 0,
});

const triangle = {
  inlineSize: 0,
  blockSize: 0,
  borderInline: '4px solid transparent',
} as const;

export const arrowUp = style({
  ...triangle,
  borderBlockEnd: `5px solid ${vars.color.borderStrong}`,
  selectors: { [`${arrows}[data-direction="priceAsc"] &`]: { borderBlockEndColor: vars.color.accent } },
});

export const arrowDown = style({
  ...triangle,
  borderBlockStart: `5px solid ${vars.color.borderStrong}`,
  selectors: { [`${arrows}[data-direction="priceDesc"] &`]: { borderBlockStartColor: vars.color.accent } },
});

export const filterButton = style({
  ...barButton,
  position: 'relative',
  flex: '0 0 auto',
  paddingInline: vars.space.gutter,
  borderInlineStart: `1px solid ${vars.color.border}`,
  selectors: {
    ...focusRingInset.selectors,
    '&[data-active]': { color: vars.color.accentText, fontWeight: vars.font.weight.bold },
  },
});

export const filterDot = style({
  inlineSize: '6px',
  blockSize: '6px',
  borderRadius: vars.radius.round,
  background: vars.color.accent,
});

export const activeFilter = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingInlineStart: vars.space.gutter,
  background: vars.color.accentSubtle,
  fontSize: vars.font.size.body,
});

export const activeFilterText = style({ minInlineSize: 0, overflowWrap: 'break-word' });

export const activeFilterLabel = style({ color: vars.color.textSecondary });

export const body = style({ padding: vars.space.gutter });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const filterForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.gutter,
});

export const filterFields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  alignItems: 'start',
});

export const filterHint = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.font.size.caption,
  lineHeight: vars.font.lineHeight.normal,
});

export const filterActions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
});
