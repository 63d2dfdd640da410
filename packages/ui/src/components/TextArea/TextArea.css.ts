import { style } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

export const box = style({
  flexDirection: 'column',
  alignItems: 'stretch',
  paddingBlock: vars.space.sm,
  paddingInlineEnd: vars.space.gutter,
});

export const textarea = style({
  minBlockSize: '96px',
  resize: 'vertical',
});

export const counter = style({
  alignSelf: 'flex-end',
  fontSize: vars.font.size.caption,
  color: vars.color.textSecondary,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-full]': { color: vars.color.dangerText } },
});
