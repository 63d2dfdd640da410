import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export interface Comparison {
  /** Pixels that differ at all (a changed size counts every pixel outside the shared area). */
  diffPixels: number;
  expectedSize: [number, number];
  actualSize: [number, number];
  /** Red where pixels differ, over a faded copy of the expected image; null when equal. */
  diff: Buffer | null;
}

/** Pads an image onto a larger canvas; the new area is opaque magenta so it can never match. */
function padTo(image: PNG, width: number, height: number): PNG {
  if (image.width === width && image.height === height) return image;
  const out = new PNG({ width, height });
  for (let i = 0; i < out.data.length; i += 4) out.data.set([255, 0, 255, 255], i);
  PNG.bitblt(image, out, 0, 0, image.width, image.height, 0, 0);
  return out;
}

/**
 * Per-pixel colour tolerance (pixelmatch's YIQ threshold). Rendering is deterministic except for the
 * anti-aliasing of some curved edges (a focus ring's round end came out a few levels apart, e.g.
 * rgb(13,99,197) against rgb(16,101,198), between two loads of the same story with identical layout
 * and styles). 0.02 forgives that (a delta near 3 of the 14 allowed) and nothing a person could see:
 * a colour token changed by more than about five levels of brightness still counts.
 */
export const PIXEL_THRESHOLD = 0.02;

/**
 * Isolated pixels a comparison forgives. Two runs of one build differed by 1 or 2 pixels (a
 * badge's edge over the tab bar, a glyph's edge in Russian and pseudo) that pixelmatch did not
 * take for anti-aliasing. The smallest real change seen here, one character of a label, moves
 * well over a hundred pixels; 8 stays far below that.
 */
export const STRAY_PIXELS = 8;

/** Whether a comparison counts as unchanged. */
export const isUnchanged = (comparison: Comparison) => comparison.diffPixels <= STRAY_PIXELS;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk (always the first), or null if it is not a PNG. */
export function pngSize(png: Buffer): [number, number] | null {
  if (png.length < 24 || !png.subarray(0, 8).equals(PNG_SIGNATURE) || png.toString('latin1', 12, 16) !== 'IHDR') return null;
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

/**
 * Any pixel whose colour differs beyond PIXEL_THRESHOLD is a change; the run fails on one, except
 * pixels pixelmatch recognises as anti-aliasing (an edge pixel between a darker and a lighter
 * neighbour). Two runs of the same commit differed only there: 12 pixels on the rounded end of a
 * focus ring, further apart than any colour threshold should forgive. A changed colour, spacing or
 * string moves or recolours whole runs of pixels that are not anti-aliasing, and still fails.
 */
export function compareImages(expectedPng: Buffer, actualPng: Buffer): Comparison {
  // Chromium encodes the same pixels into the same bytes, so most shots equal their baseline byte
  // for byte: answer those from the header alone. Decoding both images cost about 9 ms per image
  // (4,118 images: over half a minute of the run's one Node thread).
  if (expectedPng.equals(actualPng)) {
    const size = pngSize(expectedPng);
    if (size) return { diffPixels: 0, expectedSize: size, actualSize: [size[0], size[1]], diff: null };
  }
  const expected = PNG.sync.read(expectedPng);
  const actual = PNG.sync.read(actualPng);
  const sizes = {
    expectedSize: [expected.width, expected.height] as [number, number],
    actualSize: [actual.width, actual.height] as [number, number],
  };
  const width = Math.max(expected.width, actual.width);
  const height = Math.max(expected.height, actual.height);
  const a = padTo(expected, width, height);
  const b = padTo(actual, width, height);
  const diff = new PNG({ width, height });
  const diffPixels = pixelmatch(a.data, b.data, diff.data, width, height, { threshold: PIXEL_THRESHOLD, includeAA: false, alpha: 0.2 });
  return { diffPixels, ...sizes, diff: diffPixels > 0 ? PNG.sync.write(diff) : null };
}
