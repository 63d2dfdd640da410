import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';
import { atoms } from '@shop/ui/atoms';

/** A ticket: the value stub at the start, the terms in the middle, the action at the end. */
export const card = style([atoms({
  display: 'flex', alignItems: 'stretch', overflow: 'hidden', borderRadius: 'lg', background: 'surface',
})]);

export const stub = style([
  atoms({
    display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 'xxs',
    flexShrink: '0', padding: 'sm', background: 'accentSubtle', textAlign: 'center',
  }),
  {
    inlineSize: '104px',
    borderInlineEnd: `2px dashed ${vars.color.border}`,
  },
]);

export const minSpend = atoms({
  fontSize: 'caption', lineHeight: 'normal', color: 'text', overflowWrap: 'break-word',
});

export const body = atoms({
  display: 'flex', flexDirection: 'column', gap: 'xxs', flex: 'one', minInlineSize: '0', padding: 'sm',
});

export const name = atoms({
  margin: 'none', fontSize: 'body', fontWeight: 'bold', lineHeight: 'normal', overflowWrap: 'break-word',
});

export const end = style([
  atoms({ display: 'flex', alignItems: 'center', flexShrink: '0' }),
  { paddingInlineEnd: vars.space.sm },
]);

export const use = style([
  atoms({
    display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minBlockSize: 'touchTarget',
    paddingInline: 'md', borderRadius: 'pill', background: 'accentFill', color: 'onAccent', fontSize: 'body',
    fontWeight: 'medium', textDecoration: 'none', whiteSpace: 'nowrap',
  }),
  {
    outline: 'none',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
]);

// Used and expired coupons are greyed by colour, never by opacity, so their text still passes AA.
globalStyle(`${card}[data-inactive] ${stub}`, { background: vars.color.surfaceMuted });
globalStyle(`${card}[data-inactive] ${stub} *`, { color: vars.color.textSecondary });
