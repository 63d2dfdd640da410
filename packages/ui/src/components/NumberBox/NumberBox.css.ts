import { style } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'inline-flex', flexDirection: 'column', gap: vars.space.xs });

export const group = style({
  display: 'inline-flex',
  alignItems: 'stretch',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  overflow: 'hidden',
  selectors: {
    '&[data-focus-within]': { borderColor: vars.color.accent },
    '&[data-invalid]': { borderColor: vars.color.dangerText },
    '&[data-disabled]': { borderColor: vars.color.border, background: vars.color.surfaceMuted },
  },
});

export const step = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.layout.touchTarget,
  blockSize: vars.layout.touchTarget,
  padding: 0,
  border: 'none',
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: '18px',
  cursor: 'pointer',
  touchAction: 'manipulation',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfacePressed },
    '&[data-pressed]': { background: vars.color.border },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed', background: vars.color.surfaceMuted },
  },
});

export const input = style({
  inlineSize: '52px',
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 'none',
  borderInline: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'center',
  fontSize: '16px',
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.textDisabled },
  },
});
