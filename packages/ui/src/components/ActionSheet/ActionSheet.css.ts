import { style } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

export const sheet = style({ background: vars.color.ground });

export const header = style({
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  textAlign: 'center',
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textSecondary,
  lineHeight: vars.font.lineHeight.normal,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
});

const item = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  inlineSize: '100%',
  minBlockSize: '52px',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: 'none',
  background: vars.color.surface,
  fontSize: vars.font.size.title,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfacePressed },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const action = style([
  item,
  { selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border}` } } },
]);
export const danger = style({ color: vars.color.dangerText });
export const description = style({
  fontSize: vars.font.size.caption,
  color: vars.color.textSecondary,
  lineHeight: vars.font.lineHeight.normal,
});
export const cancel = style([item, { marginBlockStart: vars.space.sm }]);
