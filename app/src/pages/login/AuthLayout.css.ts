import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';
import { atoms } from '@shop/ui/atoms';

export const form = style([
  atoms({ display: 'grid', gap: 'md', margin: 'gutter', padding: 'md', background: 'surface', borderRadius: 'lg' }),
  {
    // One column as wide as the card: a wide child (a long translation) cannot widen the form.
    gridTemplateColumns: 'minmax(0, 1fr)',
  },
]);

export const heading = atoms({ fontSize: 'pageTitle', fontWeight: 'bold', paddingBlockStart: 'sm' });

export const intro = atoms({ color: 'textSecondary' });

export const row = atoms({ display: 'flex', alignItems: 'flex-end', gap: 'sm' });

export const grow = atoms({ flex: 'one', minInlineSize: '0' });

export const links = atoms({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 'sm' });

export const link = style([
  atoms({
    display: 'inline-flex', alignItems: 'center', minBlockSize: 'touchTarget', color: 'accentText',
    textDecoration: 'none',
  }),
  { selectors: { '&:hover': { textDecoration: 'underline' } } },
]);

/** The language link at the navigation bar's end: clear of the screen edge, as the back button is. */
export const navLink = style([link, { paddingInline: vars.space.md }]);

export const captchaImage = style([
  atoms({ borderRadius: 'md', background: 'surfaceMuted', cursor: 'pointer', padding: 'none' }),
  {
    blockSize: vars.layout.touchTarget,
    inlineSize: 120,
    border: `1px solid ${vars.color.border}`,
  },
]);

export const error = style([
  atoms({ color: 'dangerText', fontSize: 'caption' }),
  { paddingInlineStart: vars.space.xs },
]);
