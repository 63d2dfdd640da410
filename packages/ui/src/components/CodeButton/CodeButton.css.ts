import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  minBlockSize: vars.layout.touchTarget,
  minInlineSize: '96px',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.gutter,
  borderRadius: vars.radius.pill,
  border: '1px solid transparent',
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  // Digits keep their width so the button does not jitter while counting.
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  touchAction: 'manipulation',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingOut}`,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-disabled="true"]': { cursor: 'not-allowed' },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const variant = styleVariants({
  text: {
    background: 'transparent',
    color: vars.color.accentText,
    selectors: {
      '&:not([aria-disabled="true"]):hover, &:not([aria-disabled="true"]):active': { background: vars.color.accentSubtle },
      '&[aria-disabled="true"]': { color: vars.color.textSecondary },
    },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.accentText,
    borderColor: vars.color.accentText,
    selectors: {
      '&:not([aria-disabled="true"]):hover, &:not([aria-disabled="true"]):active': { background: vars.color.accentSubtle },
      '&[aria-disabled="true"]': { color: vars.color.textSecondary, borderColor: vars.color.border, background: vars.color.surfaceMuted },
    },
  },
});
