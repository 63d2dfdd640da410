import { style, styleVariants } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxInlineSize: '100%',
  paddingInline: vars.space.xs,
  paddingBlock: '1px',
  borderRadius: vars.radius.sm,
  border: '1px solid transparent',
  fontSize: vars.font.size.caption,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  verticalAlign: 'middle',
});

export const size = styleVariants({
  sm: {},
  md: { fontSize: vars.font.size.body, paddingInline: vars.space.sm, paddingBlock: vars.space.xxs },
});

// Text tones only (the *Text and accentText colours pass 4.5:1 on white and on their subtle fills).
const tones = {
  accent: {
    text: vars.color.accentText,
    fill: vars.color.accentFill,
    subtle: vars.color.accentSubtle,
  },
  success: {
    text: vars.color.successText,
    fill: vars.color.successText,
    subtle: vars.color.successSubtle,
  },
  warning: {
    text: vars.color.warningText,
    fill: vars.color.warningText,
    subtle: vars.color.warningSubtle,
  },
  danger: {
    text: vars.color.dangerText,
    fill: vars.color.dangerText,
    subtle: vars.color.dangerSubtle,
  },
  info: { text: vars.color.infoText, fill: vars.color.infoText, subtle: vars.color.infoSubtle },
  neutral: {
    text: vars.color.textSecondary,
    fill: vars.color.textSecondary,
    subtle: vars.color.surfacePressed,
  },
};

export const solid = styleVariants(tones, (t) => ({
  background: t.fill,
  color: vars.color.textInverse,
}));
export const subtle = styleVariants(tones, (t) => ({ background: t.subtle, color: t.text }));
export const outline = styleVariants(tones, (t) => ({
  background: 'transparent',
  color: t.text,
  borderColor: t.text,
}));
