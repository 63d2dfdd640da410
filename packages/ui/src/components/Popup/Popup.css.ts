import { keyframes } from '@vanilla-extract/css';
import { style, styleVariants } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 } });
const fromBlockEnd = keyframes({ from: { transform: 'translateY(100%)' } });
const fromBlockStart = keyframes({ from: { transform: 'translateY(-100%)' } });
// Side panels slide on the inline axis through a logical margin, so right-to-left needs no case.
const sideWidth = 'min(80vw, 320px)';
const fromInlineSide = keyframes({ from: { marginInlineStart: `calc(-1 * ${sideWidth})` } });
const fromInlineEndSide = keyframes({ from: { marginInlineEnd: `calc(-1 * ${sideWidth})` } });

const duration = vars.motion.durationNavigation;
const easing = vars.motion.easingOut;

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.popup,
  background: vars.color.overlay,
  display: 'flex',
  justifyContent: 'center',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${duration} ${easing}` },
    '&[data-exiting]': { animation: `${fadeIn} ${duration} ${easing} reverse` },
  },
});

const panelBase = style({
  position: 'absolute',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.elevation.overlay,
  outline: 'none',
  overflow: 'hidden',
});

export const panel = styleVariants({
  bottom: [
    panelBase,
    {
      insetBlockEnd: 0,
      inlineSize: '100%',
      maxInlineSize: vars.layout.maxWidth,
      maxBlockSize: '85dvh',
      borderStartStartRadius: vars.radius.lg,
      borderStartEndRadius: vars.radius.lg,
      paddingBlockEnd: 'env(safe-area-inset-bottom)',
      selectors: {
        '&[data-entering]': { animation: `${fromBlockEnd} ${duration} ${easing}` },
        '&[data-exiting]': { animation: `${fromBlockEnd} ${duration} ${easing} reverse` },
      },
    },
  ],
  top: [
    panelBase,
    {
      insetBlockStart: 0,
      inlineSize: '100%',
      maxInlineSize: vars.layout.maxWidth,
      maxBlockSize: '85dvh',
      borderEndStartRadius: vars.radius.lg,
      borderEndEndRadius: vars.radius.lg,
      paddingBlockStart: 'env(safe-area-inset-top)',
      selectors: {
        '&[data-entering]': { animation: `${fromBlockStart} ${duration} ${easing}` },
        '&[data-exiting]': { animation: `${fromBlockStart} ${duration} ${easing} reverse` },
      },
    },
  ],
  start: [
    panelBase,
    {
      insetBlock: 0,
      insetInlineStart: 0,
      inlineSize: sideWidth,
      selectors: {
        '&[data-entering]': { animation: `${fromInlineSide} ${duration} ${easing}` },
        '&[data-exiting]': { animation: `${fromInlineSide} ${duration} ${easing} reverse` },
      },
    },
  ],
  end: [
    panelBase,
    {
      insetBlock: 0,
      insetInlineEnd: 0,
      inlineSize: sideWidth,
      selectors: {
        '&[data-entering]': { animation: `${fromInlineEndSide} ${duration} ${easing}` },
        '&[data-exiting]': { animation: `${fromInlineEndSide} ${duration} ${easing} reverse` },
      },
    },
  ],
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: 0,
  flex: 1,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.layout.touchTarget,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xs,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const title = style({
  flex: 1,
  margin: 0,
  fontSize: vars.font.size.title,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
  paddingInlineStart: vars.layout.touchTarget,
});

export const titleAlone = style({ paddingInlineStart: 0 });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.layout.touchTarget,
  blockSize: vars.layout.touchTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textSecondary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfacePressed },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
});

export const body = style({
  flex: 1,
  minBlockSize: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});
