import { style } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

export const group = style({ marginBlock: vars.space.gutter });

export const groupTitle = style({
  margin: 0,
  paddingInline: vars.space.md,
  paddingBlockEnd: vars.space.xs,
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textSecondary,
  lineHeight: vars.font.lineHeight.normal,
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  background: vars.color.surface,
});

export const inset = style({
  marginInline: vars.space.gutter,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

export const item = style({ position: 'relative' });

// The hairline between rows starts at the text, not at the screen edge.
export const separated = style({
  selectors: {
    '&:not(:last-child)::after': {
      content: '""',
      position: 'absolute',
      insetBlockEnd: 0,
      insetInlineStart: vars.space.md,
      insetInlineEnd: 0,
      blockSize: '1px',
      background: vars.color.border,
    },
  },
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.gutter,
  inlineSize: '100%',
  minBlockSize: '52px',
  paddingBlock: vars.space.gutter,
  paddingInline: vars.space.md,
  margin: 0,
  border: 'none',
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.normal,
  textAlign: 'start',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const pressable = style({
  cursor: 'pointer',
  touchAction: 'manipulation',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingOut}`,
  selectors: {
    '&:hover, &:active': { background: vars.color.surfaceMuted },
    '&:active': { background: vars.color.surfacePressed },
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', background: vars.color.surface },
  },
});

export const disabled = style({ color: vars.color.textDisabled });

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  fontSize: '22px',
  color: vars.color.textSecondary,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minInlineSize: 0,
  gap: vars.space.xxs,
});

export const title = style({ fontSize: vars.font.size.title, overflowWrap: 'break-word' });

export const description = style({
  fontSize: vars.font.size.caption,
  color: vars.color.textSecondary,
  overflowWrap: 'break-word',
});

export const value = style({
  flex: '0 1 auto',
  maxInlineSize: '50%',
  color: vars.color.textSecondary,
  textAlign: 'end',
  overflowWrap: 'break-word',
});

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  fontSize: '18px',
  color: vars.color.textTertiary,
  marginInlineStart: `calc(-1 * ${vars.space.xs})`,
  selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } },
});
