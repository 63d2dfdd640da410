import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';
import { atoms } from '@shop/ui/atoms';

export const figure = atoms({ display: 'grid', gap: 'md', margin: 'none', padding: 'gutter', background: 'surface' });

export const scroller = style({ direction: 'ltr' });

/** Scaled to the width it is given: the whole flow at once, on a phone too. */
export const svg = style([
  atoms({ display: 'block' }),
  { inlineSize: '100%', blockSize: 'auto', fontFamily: vars.font.family, fontSize: 11 },
]);

export const stateBox = style({ fill: vars.color.surface, stroke: vars.color.borderStrong, strokeWidth: 1.5 });

export const initialBox = style({ fill: vars.color.infoSubtle, stroke: vars.color.infoText, strokeWidth: 2 });

export const finalBox = style({ fill: vars.color.successSubtle, stroke: vars.color.successText, strokeWidth: 3 });

export const stateText = style([atoms({ fontWeight: 'bold' }), { fill: vars.color.text }]);

export const edge = style([
  atoms({ color: 'textSecondary' }),
  { fill: 'none', stroke: vars.color.textSecondary, strokeWidth: 1.25 },
]);

export const backEdge = style({ fill: 'none', stroke: vars.color.accentText, strokeWidth: 1.25, strokeDasharray: '4 3' });

export const edgeText = style({ fill: vars.color.text });

export const table = style([
  atoms({ inlineSize: 'full', fontSize: 'caption' }),
  { tableLayout: 'fixed', borderCollapse: 'collapse', direction: 'ltr', textAlign: 'left' },
]);

/** Machine identifiers (one word each, `checkingPayPassword`) may break anywhere to fit the phone's width. */
export const cell = style([
  atoms({ overflowWrap: 'anywhere' }),
  {
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderBlockEnd: `1px solid ${vars.color.border}`,
  },
]);
