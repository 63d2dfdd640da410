import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';
import { atoms } from '@shop/ui/atoms';

export const form = atoms({ display: 'grid', gap: 'md', padding: 'gutter' });

export const formCard = atoms({
  display: 'grid', gap: 'md', padding: 'gutter', borderRadius: 'lg', background: 'surface',
});

export const cardTitle = atoms({ margin: 'none', fontSize: 'title', fontWeight: 'medium' });

export const field = atoms({ display: 'grid', gap: 'xs' });

export const fieldLabel = atoms({ fontSize: 'body', fontWeight: 'medium', color: 'text' });

export const hint = atoms({ margin: 'none', fontSize: 'caption', color: 'textSecondary' });

export const error = atoms({ margin: 'none', fontSize: 'caption', color: 'dangerText' });

export const photos = style([
  atoms({ display: 'grid', gap: 'md' }),
  { gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))' },
]);

/** The rejected application's reason, above the button that reopens the form. */
export const reason = style([
  atoms({
    display: 'grid', gap: 'xs', margin: 'gutter', padding: 'gutter', borderRadius: 'lg', background: 'surface',
  }),
  { borderInlineStart: `4px solid ${vars.color.dangerText}` },
]);

export const reasonText = atoms({ margin: 'none', fontSize: 'body', color: 'text', overflowWrap: 'break-word' });

export const actions = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingInline: vars.space.gutter,
});

/* ---------- store centre ---------- */

export const storeHeader = atoms({
  display: 'flex', alignItems: 'center', gap: 'md', margin: 'gutter', padding: 'gutter', borderRadius: 'lg',
  background: 'surface',
});

export const storeWho = atoms({ display: 'grid', gap: 'xxs', minInlineSize: '0' });

export const storeName = atoms({
  margin: 'none', fontSize: 'title', fontWeight: 'medium', overflowWrap: 'break-word',
});

export const storeMeta = atoms({ margin: 'none', fontSize: 'caption', color: 'textSecondary' });

export const figures = style([
  atoms({ display: 'grid', gap: 'sm', margin: 'none', paddingInline: 'gutter' }),
  { gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' },
]);

export const figure = style([
  atoms({ display: 'grid', gap: 'xxs', padding: 'md', borderRadius: 'lg', background: 'surface', minInlineSize: '0' }),
  { alignContent: 'start' },
]);

export const figureLabel = atoms({ fontSize: 'caption', color: 'textSecondary', overflowWrap: 'break-word' });

export const figureValue = atoms({
  margin: 'none', fontSize: 'title', fontWeight: 'medium', fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'break-word',
});

export const entries = atoms({ marginBlockStart: 'md' });

/* ---------- invite ---------- */

export const invite = style({
  margin: vars.space.gutter,
  justifyItems: 'center',
  textAlign: 'center',
});

export const inviteRows = atoms({ display: 'grid', gap: 'sm', margin: 'none', inlineSize: 'full' });

export const inviteRow = atoms({ display: 'grid', gap: 'xxs' });

export const inviteCode = style([
  atoms({ margin: 'none', fontSize: 'title', fontWeight: 'medium', fontVariantNumeric: 'tabular-nums' }),
  { letterSpacing: '0.04em' },
]);

export const inviteLink = atoms({ margin: 'none', fontSize: 'caption', overflowWrap: 'anywhere' });
