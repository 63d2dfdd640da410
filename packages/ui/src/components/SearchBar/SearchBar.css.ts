import { style } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.gutter,
});

export const field = style({ flex: '1 1 auto', minInlineSize: 0 });

export const box = style({
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.ground,
  minBlockSize: vars.layout.touchTarget,
  paddingInlineStart: vars.space.gutter,
});

export const action = style({
  flexShrink: 0,
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.accentText,
  fontSize: vars.font.size.title,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.accentSubtle },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});
