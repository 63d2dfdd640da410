import { style } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const list = style({
  display: 'flex',
  overflowX: 'auto',
  overscrollBehaviorInline: 'contain',
  scrollbarWidth: 'none',
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const tab = style({
  position: 'relative',
  // Few tabs share the width; many keep their natural width and the list scrolls.
  flex: '1 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space.xs,
  color: vars.color.textSecondary,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  transition: `color ${vars.motion.durationFast} ${vars.motion.easingOut}`,
  selectors: {
    '&[data-selected]': { color: vars.color.text, fontWeight: vars.font.weight.bold },
    '&[data-hovered]:not([data-selected])': { color: vars.color.text },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
    // The active tab's accent underline, centred under the label.
    '&::after': {
      content: '""',
      position: 'absolute',
      insetBlockEnd: 0,
      insetInlineStart: '50%',
      inlineSize: '24px',
      marginInlineStart: '-12px',
      blockSize: '3px',
      borderRadius: vars.radius.pill,
      background: vars.color.accent,
      transform: 'scaleX(0)',
      transition: `transform ${vars.motion.durationFast} ${vars.motion.easingOut}`,
    },
    '&[data-selected]::after': { transform: 'scaleX(1)' },
  },
});

export const panel = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
});
