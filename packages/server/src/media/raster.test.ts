import { describe, expect, it, vi } from 'vitest';
import { createWebpCache } from './raster';

const svg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="${fill}"/></svg>`;
const isWebp = (image: Buffer) => image.subarray(0, 4).toString() === 'RIFF' && image.subarray(8, 12).toString() === 'WEBP';

describe('createWebpCache', () => {
  it('draws a picture once for requests that arrive together, and gives each the same WebP', async () => {
    const webpOf = createWebpCache(10);
    const draw = vi.fn(() => svg('red'));
    const images = await Promise.all(Array.from({ length: 5 }, () => webpOf('a', draw)));
    expect(draw).toHaveBeenCalledTimes(1);
    expect(isWebp(images[0]!)).toBe(true);
    for (const image of images) expect(image).toBe(images[0]);
  });

  it('lets the picture asked for least recently go first past the limit', async () => {
    const webpOf = createWebpCache(2);
    const draws = { a: vi.fn(() => svg('red')), b: vi.fn(() => svg('green')), c: vi.fn(() => svg('blue')) };
    await webpOf('a', draws.a);
    await webpOf('b', draws.b);
    await webpOf('a', draws.a); // a is now the most recent
    await webpOf('c', draws.c); // so b goes
    await webpOf('a', draws.a);
    expect(draws.a).toHaveBeenCalledTimes(1);
    await webpOf('b', draws.b);
    expect(draws.b).toHaveBeenCalledTimes(2);
  });

  it('does not keep a drawing that failed: the next request draws again', async () => {
    const webpOf = createWebpCache(10);
    const broken = vi.fn(() => '<svg');
    await expect(webpOf('x', broken)).rejects.toThrow();
    const fixed = vi.fn(() => svg('red'));
    expect(isWebp(await webpOf('x', fixed))).toBe(true);
    expect(fixed).toHaveBeenCalledTimes(1);
  });
});
