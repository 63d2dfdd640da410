import { style } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

export const anchor = style({
  position: 'relative',
  display: 'inline-flex',
  verticalAlign: 'middle',
});

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '18px',
  minBlockSize: '18px',
  paddingInline: '5px',
  borderRadius: vars.radius.pill,
  // accentFill, not accent: the count is small white text and needs 4.5:1.
  background: vars.color.accentFill,
  color: vars.color.onAccent,
  fontSize: vars.font.size.caption,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  boxShadow: `0 0 0 1px ${vars.color.surface}`,
});

export const dot = style({
  display: 'inline-block',
  inlineSize: '8px',
  blockSize: '8px',
  borderRadius: vars.radius.round,
  background: vars.color.accent,
  boxShadow: `0 0 0 1px ${vars.color.surface}`,
});

// On an icon the badge sits on the top end corner; wider counts grow back over the icon.
export const corner = style({
  position: 'absolute',
  insetBlockStart: '-6px',
  insetInlineEnd: '-9px',
});

export const cornerDot = style({
  position: 'absolute',
  insetBlockStart: '-2px',
  insetInlineEnd: '-2px',
});
