import { style } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

export const columns = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  minBlockSize: '240px',
  maxBlockSize: '50dvh',
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
  minBlockSize: 0,
  selectors: { '& + &': { borderInlineStart: `1px solid ${vars.color.border}` } },
});

export const heading = style({
  margin: 0,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  color: vars.color.textSecondary,
  fontSize: vars.font.size.caption,
  fontWeight: vars.font.weight.medium,
});

export const empty = style({
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  color: vars.color.textSecondary,
  fontSize: vars.font.size.body,
});
