import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';
import { atoms } from '@shop/ui/atoms';

export const card = atoms({
  display: 'grid', gap: 'sm', margin: 'gutter', padding: 'md', borderRadius: 'lg', background: 'surface',
});

export const summary = style([card, { justifyItems: 'center', textAlign: 'center' }]);

export const caption = style({ margin: 0, fontSize: vars.font.size.body, color: vars.color.textSecondary });

export const heading = atoms({ margin: 'none', fontSize: 'pageTitle', fontWeight: 'bold', lineHeight: 'normal' });

export const orderNo = atoms({ overflowWrap: 'anywhere' });

export const bottomBar = style([
  atoms({ padding: 'gutter', background: 'surface' }),
  { borderBlockStart: `1px solid ${vars.color.border}` },
]);

/** A message inside the page or a sheet: what happened, and the next step under it. */
export const notice = atoms({
  display: 'grid', gap: 'sm', margin: 'none', padding: 'md', borderRadius: 'md', background: 'warningSubtle',
  color: 'text', lineHeight: 'normal',
});

/** Waiting, not warning: the calmer tone. */
export const noticeInfo = style([notice, { background: vars.color.infoSubtle }]);

/** What a sheet says instead of the PIN pad: plain text and the next steps, inside the sheet's margins. */
export const sheetMessage = atoms({ display: 'grid', gap: 'sm', paddingInline: 'gutter', lineHeight: 'normal' });

export const noticeTitle = atoms({ margin: 'none', fontWeight: 'bold' });

export const noticeText = atoms({ margin: 'none' });

export const sheet = atoms({ display: 'grid', gap: 'md', paddingBlockEnd: 'md' });

export const sheetAmount = atoms({ display: 'flex', justifyContent: 'center' });

export const actions = style({ display: 'grid', gap: vars.space.sm });

export const waiting = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

/** A link that looks like the kit's button: navigation stays a real link. */
const linkButtonBase = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '100%',
  boxSizing: 'border-box',
  minBlockSize: vars.layout.touchTarget,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: '1px solid transparent',
  fontSize: vars.font.size.title,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const linkButton = styleVariants({
  primary: [
    linkButtonBase,
    {
      background: vars.color.accentFill,
      color: vars.color.onAccent,
      selectors: { '&:hover, &:active': { background: vars.color.accentPressed } },
    },
  ],
  secondary: [
    linkButtonBase,
    {
      background: vars.color.surface,
      color: vars.color.accentText,
      borderColor: vars.color.accentText,
      selectors: { '&:hover, &:active': { background: vars.color.accentSubtle } },
    },
  ],
});

export const successMark = style([atoms({ color: 'successText' }), { fontSize: '64px', lineHeight: 1 }]);

export const orderList = atoms({ margin: 'none', padding: 'none', listStyle: 'none', display: 'grid', gap: 'xxs' });
