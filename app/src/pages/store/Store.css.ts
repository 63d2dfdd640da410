import { style } from '@vanilla-extract/css';
import { vars, focusRing } from '@shop/ui/theme';
import { atoms } from '@shop/ui/atoms';

/** A column of cards with the page gutters. */
export const list = atoms({ display: 'grid', gap: 'sm', margin: 'none', padding: 'gutter', listStyle: 'none' });

/** A store in the street: the whole card is one link. */
export const row = style([
  atoms({
    display: 'flex', alignItems: 'center', gap: 'sm', padding: 'sm', borderRadius: 'lg', background: 'surface',
    color: 'text', textDecoration: 'none',
  }),
  { ...focusRing },
]);

export const logo = style([atoms({ flexShrink: '0', borderRadius: 'md', overflow: 'hidden' }), { inlineSize: '56px' }]);

export const rowBody = atoms({
  display: 'flex', flexDirection: 'column', gap: 'xxs', flex: 'one', minInlineSize: '0',
});

export const rowName = style([
  atoms({
    overflow: 'hidden', fontSize: 'title', fontWeight: 'medium', lineHeight: 'normal', overflowWrap: 'break-word',
  }),
  { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 2 },
]);

export const meta = style([
  atoms({
    display: 'flex', flexWrap: 'wrap', margin: 'none', fontSize: 'caption', lineHeight: 'normal',
    color: 'textSecondary',
  }),
  { columnGap: vars.space.sm },
]);

export const tags = atoms({ display: 'flex', flexWrap: 'wrap', gap: 'xs' });

/** Points onward, so it turns around right to left. */
export const chevron = style([
  atoms({ flexShrink: '0', color: 'textSecondary' }),
  {
    fontSize: '20px',
    selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } },
  },
]);

/* ---------- store page ---------- */

export const header = atoms({ display: 'flex', flexDirection: 'column', background: 'surface' });

export const banner = atoms({ display: 'block' });

export const headerCard = atoms({ display: 'flex', flexDirection: 'column', gap: 'sm', padding: 'gutter' });

export const headerRow = atoms({ display: 'flex', alignItems: 'center', gap: 'sm' });

export const headerLogo = style([
  atoms({ flexShrink: '0', borderRadius: 'lg', overflow: 'hidden' }),
  {
    inlineSize: '64px',
    border: `1px solid ${vars.color.border}`,
  },
]);

export const storeName = atoms({
  margin: 'none', fontSize: 'pageTitle', fontWeight: 'bold', lineHeight: 'normal', overflowWrap: 'break-word',
});

export const description = atoms({
  margin: 'none', fontSize: 'body', lineHeight: 'normal', color: 'textSecondary', overflowWrap: 'break-word',
});

export const section = atoms({ display: 'flex', flexDirection: 'column', gap: 'sm', padding: 'gutter' });

export const sectionTitle = atoms({ margin: 'none', fontSize: 'title', fontWeight: 'bold' });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
