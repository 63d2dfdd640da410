import { style } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';
import { box } from '../TextField/field.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  inlineSize: '100%',
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space.xs,
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.normal,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceMuted },
    '&:active:not(:disabled)': { background: vars.color.surfacePressed },
    '&:disabled': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    '&[data-invalid]': { boxShadow: `inset 0 0 0 1px ${vars.color.dangerText}` },
  },
});

export const label = style({ flexShrink: 0, maxInlineSize: '45%' });

export const value = style({
  flex: 1,
  minInlineSize: 0,
  textAlign: 'end',
  color: vars.color.text,
  overflowWrap: 'break-word',
});

export const placeholder = style({ color: vars.color.textSecondary });

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textTertiary,
  fontSize: '16px',
  // A directional icon: it points towards the inline end, so it mirrors in RTL.
  selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } },
});

/** The `field` appearance: the text fields' box, as a button. */
export const fieldTrigger = style([
  box,
  {
    inlineSize: '100%',
    margin: 0,
    paddingInlineEnd: vars.space.gutter,
    color: vars.color.text,
    font: 'inherit',
    fontSize: '16px',
    lineHeight: vars.font.lineHeight.normal,
    textAlign: 'start',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&:focus-visible': { borderColor: vars.color.accent, boxShadow: `0 0 0 1px ${vars.color.accent}` },
      '&[data-invalid]:focus-visible': { boxShadow: `0 0 0 1px ${vars.color.dangerText}` },
      '&:disabled': { color: vars.color.textDisabled, background: vars.color.surfaceMuted, borderColor: vars.color.border, cursor: 'not-allowed' },
    },
  },
]);

export const fieldValue = style({ flex: 1, minInlineSize: 0, paddingBlock: vars.space.xs, overflowWrap: 'break-word' });

/** Points down: the sheet opens below, the same in both directions (nothing to mirror). */
export const fieldChevron = style({
  flexShrink: 0,
  color: vars.color.textTertiary,
  fontSize: '20px',
  transform: 'rotate(90deg)',
});

export const error = style({
  paddingInline: vars.space.gutter,
  color: vars.color.dangerText,
  fontSize: vars.font.size.caption,
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  paddingBlockEnd: vars.space.sm,
  outline: 'none',
  maxBlockSize: '50dvh',
  overflowY: 'auto',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  fontSize: vars.font.size.title,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.color.surfaceMuted },
    '&[data-pressed]': { background: vars.color.surfacePressed },
    '&[data-selected]': { color: vars.color.accentText, fontWeight: vars.font.weight.medium },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
});

export const optionText = style({ flex: 1, minInlineSize: 0 });
export const check = style({ flexShrink: 0, fontSize: '20px', color: vars.color.accentText });
