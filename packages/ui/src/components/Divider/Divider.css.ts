import { style } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

export const line = style({
  blockSize: 0,
  marginBlock: vars.space.gutter,
  marginInline: 0,
  border: 'none',
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const dashed = style({ borderStyle: 'dashed' });

export const labelled = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.gutter,
  marginBlock: vars.space.gutter,
  color: vars.color.textSecondary,
  fontSize: vars.font.size.caption,
  lineHeight: vars.font.lineHeight.normal,
  textAlign: 'center',
  selectors: {
    '&::before, &::after': {
      content: '""',
      flex: '1 1 0',
      minInlineSize: vars.space.xl,
      borderBlockStart: `1px solid ${vars.color.border}`,
    },
  },
});

export const labelledDashed = style({
  selectors: { '&::before, &::after': { borderBlockStartStyle: 'dashed' } },
});

export const vertical = style({
  display: 'inline-block',
  alignSelf: 'stretch',
  inlineSize: 0,
  minBlockSize: '1em',
  marginInline: vars.space.sm,
  verticalAlign: 'middle',
  borderInlineStart: `1px solid ${vars.color.border}`,
});
