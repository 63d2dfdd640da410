import { globalStyle, style } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

export const bar = style({
  background: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
  // The home indicator sits below the 50px row.
  paddingBlockEnd: 'env(safe-area-inset-bottom, 0px)',
});

export const fixed = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: vars.zIndex.bar,
  marginInline: 'auto',
  maxInlineSize: vars.layout.maxWidth,
});

export const list = style({
  display: 'flex',
  maxInlineSize: vars.layout.maxWidth,
  marginBlock: 0,
  marginInline: 'auto',
  padding: 0,
  listStyle: 'none',
});

export const item = style({ flex: '1 1 0', minInlineSize: 0 });

export const link = style({
  display: 'flex',
  // The label comes first in the DOM (so the name reads "Cart, 3 items") but shows under the icon.
  flexDirection: 'column-reverse',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minBlockSize: vars.layout.tabBarHeight,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xxs,
  color: vars.color.textSecondary,
  textDecoration: 'none',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: `color ${vars.motion.durationFast} ${vars.motion.easingOut}`,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&:active': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { color: vars.color.accentText },
  },
});

export const icon = style({
  display: 'inline-flex',
  fontSize: '24px',
  lineHeight: 1,
  selectors: {
    // The brand accent is fine for the icon shape (3:1); the label uses the text-safe tone.
    [`${link}[aria-current="page"] &`]: { color: vars.color.accent },
  },
});

export const label = style({
  maxInlineSize: '100%',
  fontSize: vars.font.size.caption,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
  // A label never loses words to an ellipsis: a long one ("Phố cửa hàng") takes a second line,
  // a single long word breaks. Only a third line is clamped (the element is data-truncate).
  overflowWrap: 'break-word',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
});

// A tab's badge grows outward from the icon's end edge, so "999+" never hides the icon.
globalStyle(`${icon} [data-badge]`, {
  insetInlineEnd: 'auto',
  insetInlineStart: 'calc(100% - 8px)',
});
