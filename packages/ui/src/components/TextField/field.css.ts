import { globalStyle, style } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

/** Shared look of the kit's text inputs (TextField, TextArea, NumberBox, SearchBar). */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const label = style({
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.normal,
});

export const box = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.layout.touchTarget,
  paddingInlineStart: vars.space.gutter,
  paddingInlineEnd: vars.space.xxs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easingOut}`,
  selectors: {
    // A phone number stays left to right in an RTL field (the browser's own style for tel
    // inputs), so in Arabic it starts at the end edge: with nothing after it there, it gets the
    // start edge's padding instead of the 2px the field's buttons need.
    '&:has(> input[type="tel"]:last-child)': { paddingInlineEnd: vars.space.gutter },
    // Only the text itself lights the box up, not a button inside it (clear, code button).
    '&:has(input:focus, textarea:focus)': { borderColor: vars.color.accent, boxShadow: `0 0 0 1px ${vars.color.accent}` },
    '&[data-invalid]': { borderColor: vars.color.dangerText },
    '&[data-invalid]:has(input:focus, textarea:focus)': { boxShadow: `0 0 0 1px ${vars.color.dangerText}` },
    '&[data-disabled]': { background: vars.color.surfaceMuted, borderColor: vars.color.border },
  },
});

// A button of its own in the box (the code button in the end slot) rings focus inside the box's
// border, as the clear and show-password buttons do, not across it.
globalStyle(`${box} > button:focus-visible`, { outlineOffset: '-2px' });

export const input = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  minBlockSize: '42px',
  margin: 0,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  // 16px: iOS zooms into smaller inputs on focus.
  fontSize: '16px',
  lineHeight: vars.font.lineHeight.normal,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textTertiary, opacity: 1 },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    '&::-webkit-search-cancel-button': { display: 'none' },
    '&::-ms-reveal': { display: 'none' },
  },
});

export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  color: vars.color.textSecondary,
  fontSize: '20px',
});

/** A 44px round button inside the field (clear, show password). */
export const fieldButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.layout.touchTarget,
  blockSize: vars.layout.touchTarget,
  margin: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.round,
  background: 'transparent',
  color: vars.color.textSecondary,
  fontSize: '20px',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfacePressed },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const description = style({
  fontSize: vars.font.size.caption,
  color: vars.color.textSecondary,
  lineHeight: vars.font.lineHeight.normal,
});

export const error = style({
  fontSize: vars.font.size.caption,
  color: vars.color.dangerText,
  lineHeight: vars.font.lineHeight.normal,
});

/** Read by screen readers, not shown (the kit's one definition, shared with Badge and Price). */
export { visuallyHidden } from '../../theme/visuallyHidden.css';
