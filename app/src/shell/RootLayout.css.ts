import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});

/** Page transition: 300 ms ease-out; the theme makes it 0 ms under reduced motion. */
export const page = style({
  animationName: enter,
  animationDuration: vars.motion.durationNavigation,
  animationTimingFunction: vars.motion.easingOut,
  animationFillMode: 'both',
});
