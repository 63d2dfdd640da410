import { style } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';
import { choice } from '../Checkbox/Checkbox.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const horizontal = style({
  selectors: { '&[data-orientation="horizontal"]': { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg } },
});

export const groupLabel = style({
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const circle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '20px',
  blockSize: '20px',
  borderRadius: vars.radius.round,
  border: `1.5px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easingOut}`,
  selectors: {
    [`${choice}[data-selected] &`]: { borderColor: vars.color.accent, borderWidth: '6px' },
    [`${choice}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    [`${choice}[data-invalid] &`]: { borderColor: vars.color.dangerText },
    [`${choice}[data-disabled] &`]: { borderColor: vars.color.border, background: vars.color.surfaceMuted },
    [`${choice}[data-disabled][data-selected] &`]: { borderColor: vars.color.accentDisabled },
  },
});

export const body = style({ display: 'flex', flexDirection: 'column', paddingBlock: vars.space.xs });
export const description = style({ fontSize: vars.font.size.caption, color: vars.color.textSecondary });
