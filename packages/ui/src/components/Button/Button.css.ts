import { type StyleRule } from '@vanilla-extract/css';
import { style, styleVariants } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

// The states every variant shares, reached through react-aria's data attributes (`base`) or the
// native pseudo-classes (`nativeBase`).
const focused: StyleRule = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' };
const pressed: StyleRule = { transform: 'scale(0.98)' };
const unavailable: StyleRule = { cursor: 'not-allowed' };

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
    '&[data-focus-visible]': focused,
    '&[data-pressed]': pressed,
    '&[data-disabled]': unavailable,
    '&[data-pending]': { cursor: 'progress' },
  },
});

/**
 * Each variant's look at rest and in its states. react-aria's Button reports the states as data
 * attributes (`variant`); a native `<button>` styled by `buttonClassName` gets them from the
 * matching pseudo-classes (`nativeVariant`). Hovered and pressed share a fill.
 */
const looks = {
  primary: {
    rest: { background: vars.color.accentFill, color: vars.color.onAccent },
    hovered: { background: vars.color.accentPressed },
    disabled: { background: vars.color.accentDisabled },
  },
  secondary: {
    rest: {
      background: vars.color.surface,
      color: vars.color.accentText,
      borderColor: vars.color.accentText,
    },
    hovered: { background: vars.color.accentSubtle },
    disabled: { color: vars.color.textDisabled, borderColor: vars.color.border },
  },
  text: {
    rest: { background: 'transparent', color: vars.color.accentText },
    hovered: { background: vars.color.accentSubtle },
    disabled: { color: vars.color.textDisabled },
  },
  danger: {
    rest: { background: vars.color.dangerText, color: vars.color.textInverse },
    hovered: { background: '#A51E25' },
    disabled: { background: vars.color.dangerSubtle, color: vars.color.textDisabled },
  },
} satisfies Record<string, Record<'rest' | 'hovered' | 'disabled', StyleRule>>;

export const variant = styleVariants(looks, ({ rest, hovered, disabled }) => ({
  ...rest,
  selectors: {
    '&[data-hovered], &[data-pressed]': hovered,
    '&[data-disabled]': disabled,
  },
}));

// Every size keeps the 44px touch target; sizes change type and padding, not the hit area.
export const size = styleVariants({
  sm: { fontSize: vars.font.size.body, paddingInline: vars.space.gutter },
  md: {},
  lg: { fontSize: vars.font.size.pageTitle, minBlockSize: '48px', paddingInline: vars.space.xl },
});

export const block = style({ display: 'flex', inlineSize: '100%' });

// A native `<button>` (see buttonClassName.ts): the same states from pseudo-classes instead of
// react-aria's data attributes. Added on top of `base` and `variant`, which never match it.
export const nativeBase = style({
  selectors: {
    '&:focus-visible': focused,
    '&:active:not(:disabled)': pressed,
    '&:disabled': unavailable,
  },
});

// Hover only where there is a real pointer to hover with (react-aria ignores the hover a touch
// screen emulates after a tap, which would otherwise stick).
export const nativeVariant = styleVariants(looks, ({ hovered, disabled }) => ({
  selectors: {
    '&:active:not(:disabled)': hovered,
    '&:disabled': disabled,
  },
  '@media': {
    '(hover: hover)': { selectors: { '&:hover:not(:disabled)': hovered } },
  },
}));
