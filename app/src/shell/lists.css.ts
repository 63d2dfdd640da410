import { style } from '@vanilla-extract/css';
import { vars, focusRing } from '@shop/ui/theme';
import { atoms } from '@shop/ui/atoms';

/** A column of cards with the page gutters. */
export const list = atoms({ display: 'grid', gap: 'sm', margin: 'none', padding: 'gutter', listStyle: 'none' });

export const listTight = atoms({ display: 'grid', gap: 'sm', margin: 'none', padding: 'none', listStyle: 'none' });

/** A white card holding a link (the whole left part) and, optionally, an action at the end. */
export const row = atoms({
  display: 'flex', alignItems: 'center', gap: 'sm', padding: 'sm', borderRadius: 'lg', background: 'surface',
});

export const rowLink = style([
  atoms({
    display: 'flex', alignItems: 'flex-start', gap: 'sm', flex: 'one', minInlineSize: '0', color: 'text',
    textDecoration: 'none', borderRadius: 'md',
  }),
  { ...focusRing },
]);

export const thumb = style([
  atoms({ flexShrink: '0', borderRadius: 'md', overflow: 'hidden' }),
  { inlineSize: '88px' },
]);

export const logo = style([atoms({ flexShrink: '0', borderRadius: 'md', overflow: 'hidden' }), { inlineSize: '56px' }]);

export const rowBody = atoms({
  display: 'flex', flexDirection: 'column', gap: 'xxs', minInlineSize: '0', flex: 'one',
});

/** Two lines at most, then an ellipsis. */
export const name = style([
  atoms({ overflow: 'hidden', fontSize: 'body', lineHeight: 'normal', overflowWrap: 'break-word' }),
  { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 2 },
]);

export const title = style([
  name,
  atoms({ fontSize: 'title', fontWeight: 'bold' }),
]);

export const meta = atoms({
  fontSize: 'caption', lineHeight: 'normal', color: 'textSecondary', overflowWrap: 'break-word',
});

export const action = style({ flexShrink: 0 });

/** A day's group in a list grouped by date. */
export const group = atoms({ display: 'grid', gap: 'xs', paddingInline: 'gutter', paddingBlockStart: 'gutter' });

export const groupTitle = atoms({ margin: 'none', fontSize: 'body', fontWeight: 'bold', color: 'textSecondary' });

export const endButton = style({
  minBlockSize: vars.layout.touchTarget,
  minInlineSize: vars.layout.touchTarget,
});
