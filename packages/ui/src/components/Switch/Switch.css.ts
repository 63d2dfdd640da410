import { style } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.gutter,
  minBlockSize: vars.layout.touchTarget,
  color: vars.color.text,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.normal,
  cursor: 'pointer',
  touchAction: 'manipulation',
  selectors: { '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' } },
});

export const body = style({ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minInlineSize: 0, paddingBlock: vars.space.xs });
export const description = style({ fontSize: vars.font.size.caption, color: vars.color.textSecondary });

export const track = style({
  position: 'relative',
  flexShrink: 0,
  inlineSize: '48px',
  blockSize: '28px',
  borderRadius: vars.radius.pill,
  // borderStrong, not border: the off track must stand out 3:1 from white.
  background: vars.color.borderStrong,
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingOut}`,
  selectors: {
    [`${root}[data-selected] &`]: { background: vars.color.accent },
    [`${root}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    [`${root}[data-disabled] &`]: { background: vars.color.border },
    [`${root}[data-disabled][data-selected] &`]: { background: vars.color.accentDisabled },
  },
});

export const thumb = style({
  position: 'absolute',
  insetBlockStart: '2px',
  insetInlineStart: '2px',
  inlineSize: '24px',
  blockSize: '24px',
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  boxShadow: vars.elevation.raised,
  transition: `inset-inline-start ${vars.motion.durationFast} ${vars.motion.easingOut}`,
  selectors: { [`${root}[data-selected] &`]: { insetInlineStart: '22px' } },
});
