import { style, styleVariants } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  // Its whole text when there is room, and never more than 60% of its row (a field's box, or a
  // row beside the code field), which leaves the code's six digits room: a long translation
  // ("Neuer Code in 58 Sekunden") wraps onto a second line instead of pushing the row wider than
  // the screen. Two lines of tight text still fit the 44px height.
  flexShrink: 0,
  maxInlineSize: '60%',
  minBlockSize: vars.layout.touchTarget,
  minInlineSize: '96px',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.gutter,
  borderRadius: vars.radius.pill,
  border: '1px solid transparent',
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  // Digits keep their width so the button does not jitter while counting.
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  textWrap: 'balance',
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
