import { style } from '@vanilla-extract/css';
import { vars, focusRingInset } from '@shop/ui/theme';
import { atoms } from '@shop/ui/atoms';

export const searchRow = style([
  atoms({ display: 'flex', alignItems: 'center', background: 'surface' }),
  { paddingInlineEnd: vars.space.xs },
]);

export const searchField = style([atoms({ flex: 'fill', minInlineSize: '0' }), { paddingInlineEnd: 0 }]);

export const searchButton = atoms({ flexShrink: '0' });

export const section = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: 'sm' }),
  { paddingBlockStart: vars.space.md, paddingInline: vars.space.gutter },
]);

export const sectionHeader = atoms({
  display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 'sm',
});

export const sectionTitle = atoms({ margin: 'none', fontSize: 'title', fontWeight: 'bold', lineHeight: 'normal' });

export const chips = atoms({
  display: 'flex', flexWrap: 'wrap', gap: 'sm', margin: 'none', padding: 'none', listStyle: 'none',
});

export const chipItem = atoms({ maxInlineSize: 'full' });

/** A keyword: one line, cut with an ellipsis when long; the whole chip is the 44px target. */
export const chip = style([
  atoms({
    display: 'block', maxInlineSize: 'full', minBlockSize: 'touchTarget', paddingInline: 'md', borderRadius: 'pill',
    background: 'surface', color: 'text', overflow: 'hidden', whiteSpace: 'nowrap', cursor: 'pointer',
  }),
  {
    border: 'none',
    font: 'inherit',
    fontSize: vars.font.size.body,
    textOverflow: 'ellipsis',
    ...focusRingInset,
    selectors: {
      ...focusRingInset.selectors,
      '&:active': { background: vars.color.surfacePressed },
    },
  },
]);

export const suggestions = atoms({ background: 'surface' });

export const suggestionList = atoms({ margin: 'none', padding: 'none', listStyle: 'none' });

export const suggestion = style([
  atoms({
    display: 'flex', alignItems: 'center', gap: 'sm', inlineSize: 'full', minBlockSize: 'touchTarget', color: 'text',
    textAlign: 'start', cursor: 'pointer',
  }),
  {
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.gutter,
    border: 'none',
    borderBlockEnd: `1px solid ${vars.color.border}`,
    background: 'transparent',
    font: 'inherit',
    fontSize: vars.font.size.body,
    lineHeight: vars.font.lineHeight.normal,
    ...focusRingInset,
    selectors: {
      ...focusRingInset.selectors,
      '&:active': { background: vars.color.surfacePressed },
    },
  },
]);

export const suggestionIcon = style([atoms({ flexShrink: '0', color: 'textSecondary' }), { fontSize: '16px' }]);

export const suggestionText = atoms({ minInlineSize: '0', overflowWrap: 'break-word' });

export const match = atoms({ fontWeight: 'bold', color: 'accentText' });
