import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { compareImages, isUnchanged, pngSize, STRAY_PIXELS } from './compare';

function image(width: number, height: number, paint: (x: number, y: number) => [number, number, number] = () => [245, 245, 245]) {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) png.data.set([...paint(x, y), 255], (y * width + x) * 4);
  }
  return PNG.sync.write(png);
}

describe('compareImages', () => {
  it('finds no difference between identical images', () => {
    const result = compareImages(image(20, 10), image(20, 10));
    expect(result.diffPixels).toBe(0);
    expect(result.diff).toBeNull();
  });

  it('answers byte-identical images from the header, with their size', () => {
    const png = image(20, 10);
    expect(pngSize(png)).toEqual([20, 10]);
    expect(compareImages(png, Buffer.from(png))).toEqual({ diffPixels: 0, expectedSize: [20, 10], actualSize: [20, 10], diff: null });
  });

  it('reads no size from bytes that are not a PNG', () => {
    expect(pngSize(Buffer.from('not a png at all, just text here'))).toBeNull();
  });

  it('counts a single pixel of another colour and draws a diff', () => {
    const changed = image(20, 10, (x, y) => (x === 3 && y === 4 ? [252, 70, 48] : [245, 245, 245]));
    const result = compareImages(image(20, 10), changed);
    expect(result.diffPixels).toBe(1);
    expect(result.diff).not.toBeNull();
    const diff = PNG.sync.read(result.diff!);
    expect([...diff.data.slice((4 * 20 + 3) * 4, (4 * 20 + 3) * 4 + 3)]).toEqual([255, 0, 0]);
  });

  it('counts an accent colour swapped for a close one', () => {
    const a = image(10, 10, () => [252, 70, 48]);
    const b = image(10, 10, () => [232, 60, 40]);
    expect(compareImages(a, b).diffPixels).toBe(100);
  });

  it('forgives anti-aliasing noise of a few levels', () => {
    const a = image(10, 10, (x) => (x === 0 ? [13, 99, 197] : [245, 245, 245]));
    const b = image(10, 10, (x) => (x === 0 ? [16, 101, 198] : [245, 245, 245]));
    expect(compareImages(a, b).diffPixels).toBe(0);
  });

  it('counts the area only one image has when the size changes', () => {
    const result = compareImages(image(20, 10), image(20, 12));
    expect(result.expectedSize).toEqual([20, 10]);
    expect(result.actualSize).toEqual([20, 12]);
    expect(result.diffPixels).toBe(40);
  });

  it('forgives a few stray pixels but not a changed run of them', () => {
    const stray = image(40, 10, (x, y) => (y === 5 && x < STRAY_PIXELS && x % 2 === 0 ? [40, 40, 40] : [245, 245, 245]));
    expect(isUnchanged(compareImages(image(40, 10), stray))).toBe(true);
    // A one-character change of a label: a small glyph's worth of pixels.
    const glyph = image(40, 10, (x, y) => (x >= 10 && x < 16 && y >= 2 && y < 8 ? [40, 40, 40] : [245, 245, 245]));
    expect(isUnchanged(compareImages(image(40, 10), glyph))).toBe(false);
  });
});
