import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';
import { atoms } from '@shop/ui/atoms';

export const card = atoms({
  display: 'grid', gap: 'md', margin: 'gutter', padding: 'md', borderRadius: 'lg', background: 'surface',
});

export const heading = atoms({ margin: 'none', fontSize: 'pageTitle', fontWeight: 'bold', lineHeight: 'normal' });

export const intro = atoms({ margin: 'none', color: 'textSecondary', lineHeight: 'normal' });

export const step = atoms({ margin: 'none', fontSize: 'caption', color: 'textSecondary' });

export const avatarRow = atoms({
  display: 'flex', alignItems: 'center', gap: 'md', margin: 'gutter', padding: 'md', borderRadius: 'lg',
  background: 'surface',
});

/** The avatar and its label are one button: a tap anywhere on it picks a new photo. */
export const avatarButton = style([
  atoms({
    display: 'flex', alignItems: 'center', gap: 'md', minBlockSize: 'touchTarget', padding: 'xxs', borderRadius: 'md',
    color: 'accentText', cursor: 'pointer',
  }),
  {
    border: 'none',
    background: 'transparent',
    font: 'inherit',
    fontSize: vars.font.size.body,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[data-disabled]': { cursor: 'progress' },
    },
  },
]);

export const avatarWrap = atoms({ position: 'relative', display: 'inline-flex' });

export const avatarBusy = style([
  atoms({ display: 'grid', borderRadius: 'round', background: 'overlay', color: 'textInverse' }),
  { position: 'absolute', inset: 0, placeItems: 'center' },
]);

export const inviteValue = atoms({ display: 'inline-flex', alignItems: 'center', gap: 'xs' });

// Bundled sans with tabular figures, not the system monospace (which differs per machine).
export const code = style([
  atoms({ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }),
  { letterSpacing: '0.02em', userSelect: 'all' },
]);

export const readOnlyValue = atoms({ overflowWrap: 'break-word' });

/** The form inside a bottom sheet (changing the email or phone). */
export const sheet = atoms({
  display: 'grid', gap: 'md', paddingInline: 'gutter', paddingBlock: 'xs', paddingBlockEnd: 'md',
});

/** An email or phone with its "Change" button: the button wraps under a long address. */
export const contactValue = style([
  atoms({
    display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', maxInlineSize: 'full',
  }),
  { columnGap: vars.space.xs },
]);

export const contactAddress = atoms({ minInlineSize: '0', overflowWrap: 'anywhere' });
