import { style } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  color: vars.color.textSecondary,
  fontSize: vars.font.size.body,
});

export const time = style({
  color: vars.color.accentText,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  // A clock never mirrors: digits keep their order in right-to-left pages.
  direction: 'ltr',
  unicodeBidi: 'isolate',
});

export const expired = style({ color: vars.color.dangerText, fontWeight: vars.font.weight.medium });
