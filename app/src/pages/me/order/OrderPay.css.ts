import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: vars.space.gutter,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const summary = style([card, { justifyItems: 'center', textAlign: 'center' }]);

export const caption = style({ margin: 0, fontSize: vars.font.size.body, color: vars.color.textSecondary });

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.pageTitle,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.normal,
});

export const orderNo = style({ overflowWrap: 'anywhere' });

export const bottomBar = style({
  padding: vars.space.gutter,
  background: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

/** A message inside the page or a sheet: what happened, and the next step under it. */
export const notice = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSubtle,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.normal,
});

/** Waiting, not warning: the calmer tone. */
export const noticeInfo = style([notice, { background: vars.color.infoSubtle }]);

/** What a sheet says instead of the PIN pad: plain text and the next steps, inside the sheet's margins. */
export const sheetMessage = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingInline: vars.space.gutter,
  lineHeight: vars.font.lineHeight.normal,
});

export const noticeTitle = style({ margin: 0, fontWeight: vars.font.weight.bold });

export const noticeText = style({ margin: 0 });

export const sheet = style({ display: 'grid', gap: vars.space.md, paddingBlockEnd: vars.space.md });

export const sheetAmount = style({ display: 'flex', justifyContent: 'center' });

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

export const successMark = style({ fontSize: '64px', color: vars.color.successText, lineHeight: 1 });

export const orderList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.xxs });
