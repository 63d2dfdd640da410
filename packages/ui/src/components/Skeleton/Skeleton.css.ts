import { keyframes } from '@vanilla-extract/css';
import { style, styleVariants } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const base = style({
  display: 'block',
  flexShrink: 0,
  backgroundColor: vars.color.border,
});

export const animated = style({
  backgroundImage: `linear-gradient(90deg, transparent 25%, ${vars.color.surfaceMuted} 50%, transparent 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': {
    // Reduced motion: a still placeholder.
    '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' },
  },
});

export const shape = styleVariants({
  line: { blockSize: '1em', borderRadius: vars.radius.sm, inlineSize: '100%' },
  block: { blockSize: '80px', borderRadius: vars.radius.md, inlineSize: '100%' },
  circle: { blockSize: '40px', inlineSize: '40px', borderRadius: vars.radius.round },
});

export const group = style({ display: 'contents' });

export { visuallyHidden } from '../../theme/visuallyHidden.css';
