import { keyframes } from '@vanilla-extract/css';
import { style } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  inlineSize: '1em',
  blockSize: '1em',
  flexShrink: 0,
  borderRadius: vars.radius.round,
  border: '2px solid currentColor',
  borderInlineEndColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // Reduced motion: a still ring; the accessible name still says "loading".
    '(prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.7 },
  },
});
