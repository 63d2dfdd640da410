import { style } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.gutter,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.xl,
  textAlign: 'center',
});

export const illustration = style({ inlineSize: '160px', blockSize: '120px' });
export const soft = style({ fill: vars.color.border });
export const ground = style({ fill: vars.color.surfacePressed });
export const line = style({
  fill: 'none',
  stroke: vars.color.borderStrong,
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
export const accent = style({ fill: vars.color.accent });
export const paper = style({
  fill: vars.color.surface,
  stroke: vars.color.borderStrong,
  strokeWidth: 3,
  strokeLinejoin: 'round',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.title,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.normal,
});

export const description = style({
  margin: 0,
  maxInlineSize: '280px',
  fontSize: vars.font.size.body,
  color: vars.color.textSecondary,
  lineHeight: vars.font.lineHeight.normal,
});

export const action = style({ marginBlockStart: vars.space.xs });
