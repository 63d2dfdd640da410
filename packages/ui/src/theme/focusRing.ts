import { vars } from './contract.css';

const ring = (outlineOffset: string) =>
  ({
    outline: 'none',
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset } },
  }) as const;

/**
 * The focus ring of a control the app draws itself (a linked card, a row, a tile): none for a
 * pointer, a 2px ring in the theme's focus colour for the keyboard, just outside the control.
 * Spread it into a style (`...focusRing`), or its `selectors` into a style's own.
 */
export const focusRing = ring('2px');

/** The same ring drawn just inside, for controls flush with their neighbours (list rows, grid tiles). */
export const focusRingInset = ring('-2px');
