import { style } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

/** Shared by Checkbox and Radio: the whole row (label included) is the 44px target. */
export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.layout.touchTarget,
  color: vars.color.text,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.normal,
  cursor: 'pointer',
  touchAction: 'manipulation',
  outline: 'none',
  selectors: { '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' } },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '20px',
  blockSize: '20px',
  borderRadius: vars.radius.sm,
  border: `1.5px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.onAccent,
  fontSize: '16px',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingOut}, border-color ${vars.motion.durationFast} ${vars.motion.easingOut}`,
  selectors: {
    [`${choice}[data-selected] &, ${choice}[data-indeterminate] &`]: { background: vars.color.accent, borderColor: vars.color.accent },
    [`${choice}[data-pressed] &`]: { transform: 'scale(0.94)' },
    [`${choice}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    [`${choice}[data-invalid] &`]: { borderColor: vars.color.dangerText },
    [`${choice}[data-disabled] &`]: { borderColor: vars.color.border, background: vars.color.surfaceMuted },
    [`${choice}[data-disabled][data-selected] &`]: { background: vars.color.accentDisabled, borderColor: vars.color.accentDisabled },
  },
});

export const dash = style({ inlineSize: '10px', blockSize: '2px', borderRadius: '1px', background: 'currentColor' });

export const label = style({ flex: '1 1 auto', minInlineSize: 0, paddingBlock: vars.space.xs });
