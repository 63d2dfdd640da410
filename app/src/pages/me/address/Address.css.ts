import { style } from '@vanilla-extract/css';
import { vars, focusRing } from '@shop/ui/theme';
import { atoms } from '@shop/ui/atoms';

export const list = atoms({ display: 'grid', gap: 'sm', margin: 'none', padding: 'gutter', listStyle: 'none' });

export const card = style([
  atoms({ position: 'relative', display: 'grid', gap: 'xs', borderRadius: 'lg', background: 'surface' }),
  { paddingBlock: vars.space.sm, paddingInline: vars.space.gutter },
]);

/** In choose mode the address part of the card is one button. */
export const chooseButton = style([
  atoms({
    position: 'relative', display: 'grid', gap: 'xxs', inlineSize: 'full', minBlockSize: 'touchTarget', padding: 'none',
    background: 'none', textAlign: 'start', cursor: 'pointer',
  }),
  {
    border: 0,
    color: 'inherit',
    font: 'inherit',
    ...focusRing,
  },
]);

export const summary = atoms({ display: 'grid', gap: 'xxs' });

export const who = style([
  atoms({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', fontSize: 'title', fontWeight: 'medium' }),
  { columnGap: vars.space.sm, rowGap: vars.space.xxs },
]);

export const phone = style([
  atoms({ color: 'textSecondary', fontSize: 'body', fontWeight: 'regular' }),
  { direction: 'ltr', unicodeBidi: 'isolate' },
]);

export const place = atoms({ color: 'textSecondary', fontSize: 'body', whiteSpace: 'nowrap' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  paddingBlockStart: vars.space.xs,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const actionsStart = style({ marginInlineEnd: 'auto' });

export const textLink = style([
  atoms({
    display: 'inline-flex', alignItems: 'center', minBlockSize: 'touchTarget', paddingInline: 'gutter',
    color: 'accentText', fontSize: 'body', fontWeight: 'medium', textDecoration: 'none',
  }),
  { ...focusRing },
]);

export const bar = style([
  atoms({ background: 'surface' }),
  {
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.gutter,
    paddingBlockEnd: `calc(${vars.space.sm} + env(safe-area-inset-bottom, 0px))`,
    borderBlockStart: `1px solid ${vars.color.border}`,
  },
]);

/** A link that looks like the kit's primary block button. */
export const linkButton = style([
  atoms({
    display: 'flex', alignItems: 'center', justifyContent: 'center', inlineSize: 'full', minBlockSize: 'touchTarget',
    paddingInline: 'md', borderRadius: 'pill', background: 'accentFill', color: 'onAccent', fontSize: 'body',
    fontWeight: 'medium', textDecoration: 'none',
  }),
  { ...focusRing },
]);

export const form = atoms({ display: 'grid', gap: 'md', padding: 'gutter' });

export const formCard = atoms({
  display: 'grid', gap: 'md', padding: 'gutter', borderRadius: 'lg', background: 'surface',
});
