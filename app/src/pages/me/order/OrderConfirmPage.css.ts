import { style } from '@vanilla-extract/css';
import { vars, focusRing } from '@shop/ui/theme';
import { atoms } from '@shop/ui/atoms';

export const content = atoms({ display: 'grid', gap: 'sm', padding: 'gutter' });

export const card = atoms({
  display: 'grid', gap: 'xs', padding: 'gutter', borderRadius: 'lg', background: 'surface',
});

export const cardTitle = atoms({ margin: 'none', fontSize: 'title', fontWeight: 'bold', overflowWrap: 'break-word' });

/** The whole address card is one link to the address list in choose mode. */
export const addressLink = style([
  atoms({
    position: 'relative', display: 'flex', alignItems: 'center', gap: 'sm', minBlockSize: 'touchTarget', color: 'text',
    textDecoration: 'none',
  }),
  { ...focusRing },
]);

export const addressIcon = style([atoms({ flexShrink: '0', color: 'accentText' }), { fontSize: '22px' }]);

export const addressBody = atoms({ flex: 'fill', minInlineSize: '0', display: 'grid', gap: 'xxs' });

export const addressWho = style([
  atoms({ display: 'flex', flexWrap: 'wrap', fontSize: 'title', fontWeight: 'medium' }),
  { columnGap: vars.space.sm },
]);

export const addressPhone = style([
  atoms({ color: 'textSecondary', fontSize: 'body', fontWeight: 'regular' }),
  { direction: 'ltr', unicodeBidi: 'isolate' },
]);

export const addressText = atoms({ color: 'textSecondary', fontSize: 'body', overflowWrap: 'break-word' });

export const chevron = style([
  atoms({ flexShrink: '0', color: 'textTertiary' }),
  {
    fontSize: '20px',
    selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } },
  },
]);

export const missing = atoms({ margin: 'none', color: 'dangerText', fontSize: 'body' });

export const addAddress = style({
  color: vars.color.accentText,
  fontWeight: vars.font.weight.medium,
});

export const items = atoms({ display: 'grid', gap: 'sm', margin: 'none', padding: 'none', listStyle: 'none' });

export const item = atoms({ display: 'flex', alignItems: 'flex-start', gap: 'sm' });

export const thumb = style([
  atoms({ flexShrink: '0', borderRadius: 'md', overflow: 'hidden' }),
  { inlineSize: '72px' },
]);

export const itemBody = atoms({ flex: 'fill', minInlineSize: '0', display: 'grid', gap: 'xs' });

export const itemName = style([
  atoms({ overflow: 'hidden', fontSize: 'body', overflowWrap: 'break-word' }),
  { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' },
]);

export const itemFoot = atoms({
  display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 'sm', color: 'textSecondary',
  fontSize: 'body',
});

/** Label / amount rows: a store's shipping, the order's totals. */
export const rows = atoms({ display: 'grid', gap: 'xs', margin: 'none' });

export const row = atoms({
  display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 'sm', fontSize: 'body',
});

export const rowLabel = atoms({ color: 'textSecondary' });

export const rowValue = atoms({ margin: 'none', textAlign: 'end' });

export const discount = style({ color: vars.color.accentText });

export const grandTotal = style({
  paddingBlockStart: vars.space.xs,
  borderBlockStart: `1px solid ${vars.color.border}`,
  fontWeight: vars.font.weight.bold,
});

export const couponCard = style({
  padding: 0,
  overflow: 'hidden',
});

export const couponSheet = atoms({ display: 'grid', gap: 'md', paddingInline: 'gutter', paddingBlockEnd: 'gutter' });

export const couponOptions = atoms({ display: 'grid', gap: 'xs' });

export const bar = style([
  atoms({ display: 'flex', alignItems: 'center', gap: 'sm', background: 'surface' }),
  {
    minBlockSize: '56px',
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.gutter,
    paddingBlockEnd: `calc(${vars.space.xs} + env(safe-area-inset-bottom, 0px))`,
    borderBlockStart: `1px solid ${vars.color.border}`,
  },
]);

export const barTotal = style([
  atoms({
    flex: 'fill', minInlineSize: '0', display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', margin: 'none',
    fontSize: 'body',
  }),
  { columnGap: vars.space.xs },
]);

export const barPrice = atoms({ color: 'accentText' });

export const emptyBox = atoms({ display: 'grid', justifyItems: 'center', gap: 'md', paddingBlockEnd: 'xl' });

