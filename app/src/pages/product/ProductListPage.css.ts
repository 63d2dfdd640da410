import { style } from '@vanilla-extract/css';
import { vars, focusRingInset } from '@shop/ui/theme';
import { atoms } from '@shop/ui/atoms';

export const visuallyHidden = style([
  atoms({ padding: 'none', overflow: 'hidden', whiteSpace: 'nowrap' }),
  { position: 'absolute', inlineSize: '1px', blockSize: '1px', margin: '-1px', clip: 'rect(0, 0, 0, 0)', border: 0 },
]);

export const toolbar = style([
  atoms({ display: 'flex', alignItems: 'stretch', background: 'surface' }),
  { borderBlockEnd: `1px solid ${vars.color.border}` },
]);

export const sorts = atoms({ display: 'flex', flex: 'fill', minInlineSize: '0' });

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
export const arrows = style([
  atoms({ display: 'inline-flex', flexDirection: 'column', flexShrink: '0' }),
  { gap: '2px' },
]);

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

export const filterDot = style([
  atoms({ borderRadius: 'round', background: 'accent' }),
  { inlineSize: '6px', blockSize: '6px' },
]);

export const activeFilter = style([
  atoms({
    display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 'sm', background: 'accentSubtle',
    fontSize: 'body',
  }),
  { paddingInlineStart: vars.space.gutter },
]);

export const activeFilterText = atoms({ minInlineSize: '0', overflowWrap: 'break-word' });

export const activeFilterLabel = atoms({ color: 'textSecondary' });

export const body = atoms({ padding: 'gutter' });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const filterForm = atoms({ display: 'flex', flexDirection: 'column', gap: 'md', padding: 'gutter' });

export const filterFields = style([
  atoms({ display: 'grid', gap: 'sm', alignItems: 'start' }),
  { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
]);

export const filterHint = atoms({ margin: 'none', color: 'textSecondary', fontSize: 'caption', lineHeight: 'normal' });

export const filterActions = style([
  atoms({ display: 'grid', gap: 'sm' }),
  { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
]);
