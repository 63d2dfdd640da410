import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';
import { atoms } from '@shop/ui/atoms';

export const list = atoms({ display: 'grid', gap: 'sm', margin: 'none', padding: 'gutter', listStyle: 'none' });

export const card = style([
  atoms({
    display: 'flex', flexDirection: 'column', overflow: 'hidden', borderRadius: 'lg', background: 'surface',
    color: 'text', textDecoration: 'none',
  }),
  {
    outline: 'none',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
]);

export const cover = atoms({ display: 'block', inlineSize: 'full' });

export const body = atoms({ display: 'flex', flexDirection: 'column', gap: 'xxs', padding: 'md' });

export const title = atoms({
  fontSize: 'title', fontWeight: 'bold', lineHeight: 'normal', overflowWrap: 'break-word',
});

/** Two lines of the summary, then an ellipsis. */
export const summary = style([
  atoms({
    overflow: 'hidden', fontSize: 'body', lineHeight: 'normal', color: 'textSecondary', overflowWrap: 'break-word',
  }),
  { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 2 },
]);

export const time = atoms({ fontSize: 'caption', color: 'textSecondary' });
