/** An sRGB colour with straight (not premultiplied) alpha, channels 0-255, alpha 0-1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** Reads the two notations the theme uses: `#RRGGBB` and `rgba(r, g, b, a)`. */
export function parseColour(value: string): Rgba {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value);
  if (hex) {
    const [r, g, b] = hex.slice(1).map((h) => parseInt(h, 16)) as [number, number, number];
    return { r, g, b, a: 1 };
  }
  const rgba = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(value);
  if (rgba) {
    const [r, g, b] = rgba.slice(1, 4).map(Number) as [number, number, number];
    return { r, g, b, a: rgba[4] === undefined ? 1 : Number(rgba[4]) };
  }
  throw new Error(`Not a colour the theme uses: ${value}`);
}

/** A translucent colour as it shows over an opaque one (a scrim over a white card). */
export function composite(top: Rgba, under: Rgba): Rgba {
  const mix = (t: number, u: number) => Math.round(t * top.a + u * (1 - top.a));
  return { r: mix(top.r, under.r), g: mix(top.g, under.g), b: mix(top.b, under.b), a: 1 };
}

/** WCAG 2 relative luminance of an opaque colour. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * WCAG 2 contrast ratio (1 to 21) of a foreground on a background. A translucent foreground or
 * background is first laid over `under` (white unless told), as the eye would see it.
 */
export function contrastRatio(foreground: string, background: string, under = '#FFFFFF'): number {
  const ground = parseColour(under);
  const bg = composite(parseColour(background), ground);
  const fg = composite(parseColour(foreground), bg);
  const [hi, lo] = [relativeLuminance(fg), relativeLuminance(bg)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
}

/** How a colour is used decides the minimum WCAG 2 AA asks of it. */
export type ColourUse = 'text' | 'largeText' | 'nonText' | 'disabled' | 'decorative';

/**
 * AA minimums: 4.5:1 for text (1.4.3), 3:1 for large text (24px, or 18.66px bold) and for the
 * shapes that identify a control or state (1.4.11). Disabled controls and decoration have none.
 */
export const AA_MINIMUM: Record<ColourUse, number | null> = {
  text: 4.5,
  largeText: 3,
  nonText: 3,
  disabled: null,
  decorative: null,
};

/** Whether a ratio meets AA for that use; `null` when AA asks nothing of it. */
export function meetsAA(ratio: number, use: ColourUse): boolean | null {
  const minimum = AA_MINIMUM[use];
  // Judged as it is shown (cut to two decimals), so the verdict never contradicts the number.
  return minimum === null ? null : cutToHundredths(ratio) >= minimum;
}

/** A ratio as designers write it, cut (not rounded) to two decimals: `4.49:1` never reads as 4.5. */
export function formatRatio(ratio: number): string {
  return `${cutToHundredths(ratio).toFixed(2)}:1`;
}

// The tiny nudge keeps binary fractions honest: 17.4 * 100 is 1739.9999999999998.
const cutToHundredths = (ratio: number) => Math.floor(ratio * 100 + 1e-9) / 100;
