import { style } from '../../theme/layer.css';
import { vars } from '../../theme/contract.css';

export const bar = style({
  background: vars.color.surface,
  color: vars.color.text,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  // The status bar / notch sits above the 44px row.
  paddingBlockStart: 'env(safe-area-inset-top, 0px)',
});

export const sticky = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.bar,
});

// Equal side columns keep the title centred whatever sits in the slots (up to two icon buttons).
export const row = style({
  display: 'grid',
  gridTemplateColumns: `calc(2 * ${vars.layout.touchTarget}) minmax(0, 1fr) calc(2 * ${vars.layout.touchTarget})`,
  alignItems: 'center',
  minBlockSize: vars.layout.navBarHeight,
  paddingInline: vars.space.xs,
});

export const start = style({ display: 'flex', alignItems: 'center', justifyContent: 'flex-start' });
export const end = style({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end' });

export const title = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.font.size.title,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.normal,
  // One line; the block padding leaves room for Thai and Devanagari marks the ellipsis box would clip.
  paddingBlock: vars.space.xxs,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
