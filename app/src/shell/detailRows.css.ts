import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';
import { atoms } from '@shop/ui/atoms';

/** A detail page's sections: a title, then label and value rows (an order, a console item). */

export const sectionTitle = atoms({
  margin: 'none', fontSize: 'title', fontWeight: 'bold', lineHeight: 'normal', overflowWrap: 'break-word',
});

export const rows = atoms({ display: 'grid', gap: 'xs', margin: 'none' });

export const row = style([
  atoms({
    display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', fontSize: 'body',
  }),
  { columnGap: vars.space.sm, rowGap: vars.space.xxs, minBlockSize: '24px' },
]);

export const rowLabel = atoms({ margin: 'none', color: 'textSecondary' });

export const rowValue = atoms({
  display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: 'xs', margin: 'none',
  minInlineSize: '0', textAlign: 'end', overflowWrap: 'break-word',
});
