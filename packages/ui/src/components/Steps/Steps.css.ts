import { style } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

const DOT = '24px';

export const list = style({
  display: 'flex',
  margin: 0,
  padding: 0,
  paddingBlock: vars.space.sm,
  listStyle: 'none',
});

export const step = style({
  position: 'relative',
  flex: '1 1 0',
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.xxs,
  textAlign: 'center',
  color: vars.color.textSecondary,
  fontSize: vars.font.size.caption,
  lineHeight: vars.font.lineHeight.normal,
  // The line from the previous step's dot to this one; logical insets mirror it in RTL.
  selectors: {
    '&:not(:first-child)::before': {
      content: '""',
      position: 'absolute',
      insetBlockStart: `calc(${DOT} / 2 - 1px)`,
      insetInlineEnd: `calc(50% + ${DOT} / 2 + 4px)`,
      inlineSize: `calc(100% - ${DOT} - 8px)`,
      blockSize: '2px',
      borderRadius: '1px',
      background: vars.color.border,
    },
    '&[data-state="done"]::before, &[data-state="current"]::before': {
      background: vars.color.accent,
    },
    '&[data-state="current"]': { color: vars.color.text, fontWeight: vars.font.weight.medium },
    '&[data-state="done"]': { color: vars.color.text },
  },
});

export const dot = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: DOT,
  blockSize: DOT,
  flexShrink: 0,
  borderRadius: vars.radius.round,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.textSecondary,
  fontSize: vars.font.size.caption,
  fontWeight: vars.font.weight.bold,
  selectors: {
    [`${step}[data-state="done"] &`]: {
      borderColor: vars.color.accentFill,
      background: vars.color.accentFill,
      color: vars.color.onAccent,
      fontSize: '16px',
    },
    [`${step}[data-state="current"] &`]: {
      borderColor: vars.color.accentFill,
      color: vars.color.accentText,
      boxShadow: `0 0 0 3px ${vars.color.accentSubtle}`,
    },
  },
});

export const title = style({ overflowWrap: 'break-word' });
export const description = style({
  color: vars.color.textSecondary,
  fontWeight: vars.font.weight.regular,
});
