import { style, styleVariants } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.round,
  background: vars.color.accentSubtle,
  color: vars.color.accentText,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  userSelect: 'none',
});

export const square = style({ borderRadius: vars.radius.md });

export const size = styleVariants({
  sm: { inlineSize: '32px', blockSize: '32px', fontSize: vars.font.size.caption },
  md: { inlineSize: '44px', blockSize: '44px', fontSize: vars.font.size.title },
  lg: { inlineSize: '64px', blockSize: '64px', fontSize: '24px' },
});

export const img = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });
