import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  margin: vars.space.gutter,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.pageTitle,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.normal,
});

export const intro = style({ margin: 0, color: vars.color.textSecondary, lineHeight: vars.font.lineHeight.normal });

export const step = style({ margin: 0, fontSize: vars.font.size.caption, color: vars.color.textSecondary });

export const avatarRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  margin: vars.space.gutter,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

/** The avatar and its label are one button: a tap anywhere on it picks a new photo. */
export const avatarButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minBlockSize: vars.layout.touchTarget,
  padding: vars.space.xxs,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.accentText,
  font: 'inherit',
  fontSize: vars.font.size.body,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'progress' },
  },
});

export const avatarWrap = style({ position: 'relative', display: 'inline-flex' });

export const avatarBusy = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.round,
  background: vars.color.overlay,
  color: vars.color.textInverse,
});

export const inviteValue = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

// Bundled sans with tabular figures, not the system monospace (which differs per machine).
export const code = style({ fontVariantNumeric: 'tabular-nums', letterSpacing: '0.02em', userSelect: 'all', overflowWrap: 'anywhere' });

export const readOnlyValue = style({ overflowWrap: 'break-word' });

/** The form inside a bottom sheet (changing the email or phone). */
export const sheet = style({
  display: 'grid',
  gap: vars.space.md,
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space.xs,
  paddingBlockEnd: vars.space.md,
});

/** An email or phone with its "Change" button: the button wraps under a long address. */
export const contactValue = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  columnGap: vars.space.xs,
  maxInlineSize: '100%',
});

export const contactAddress = style({ minInlineSize: 0, overflowWrap: 'anywhere' });
