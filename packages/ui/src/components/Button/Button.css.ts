import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.layout.touchTarget,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: '1px solid transparent',
  fontWeight: vars.font.weight.medium,
  fontSize: vars.font.size.title,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
  cursor: 'pointer',
  userSelect: 'none',
  touchAction: 'manipulation',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingOut}, transform ${vars.motion.durationFast} ${vars.motion.easingOut}`,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '&[data-pressed]': { transform: 'scale(0.98)' },
    '&[data-disabled]': { cursor: 'not-allowed' },
    '&[data-pending]': { cursor: 'progress' },
  },
});

export const variant = styleVariants({
  primary: {
    background: vars.color.accentFill,
    color: vars.color.onAccent,
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: vars.color.accentPressed },
      '&[data-disabled]': { background: vars.color.accentDisabled },
    },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.accentText,
    borderColor: vars.color.accentText,
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: vars.color.accentSubtle },
      '&[data-disabled]': { color: vars.color.textDisabled, borderColor: vars.color.border },
    },
  },
  text: {
    background: 'transparent',
    color: vars.color.accentText,
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: vars.color.accentSubtle },
      '&[data-disabled]': { color: vars.color.textDisabled },
    },
  },
  danger: {
    background: vars.color.dangerText,
    color: vars.color.textInverse,
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: '#A51E25' },
      '&[data-disabled]': { background: vars.color.dangerSubtle, color: vars.color.textDisabled },
    },
  },
});

// Every size keeps the 44px touch target; sizes change type and padding, not the hit area.
export const size = styleVariants({
  sm: { fontSize: vars.font.size.body, paddingInline: vars.space.gutter },
  md: {},
  lg: { fontSize: vars.font.size.pageTitle, minBlockSize: '48px', paddingInline: vars.space.xl },
});

export const block = style({ display: 'flex', inlineSize: '100%' });
