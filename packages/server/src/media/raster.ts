import { loadSharp } from './loadSharp';

/**
 * The demo pictures as WebP, for browsers (every <img> request says it takes WebP).
 *
 * Why: a browser draws an SVG image as a small document of its own (a parser, style and layout) on
 * the page's main thread, while it decodes a raster image off it. Home shows about thirty pictures,
 * and in traces of a first visit their documents took about 110 ms of the main thread in tasks of
 * up to 50 ms, which a phone pays four times over; a real shop's photos are raster images, so the
 * demo's are too. Drawn at twice the picture's size, so it stays sharp on a phone's screen.
 *
 * Each picture is drawn once per process and kept (the demo has about a thousand, 10-20 KB each);
 * requests arriving while one is drawn share the drawing. Past the limit, the picture asked for
 * least recently goes first.
 */
const SCALE = 2;
const MAX_KEPT = 2_000;

export type WebpOf = (key: string, draw: () => string) => Promise<Buffer>;

export function createWebpCache(maxKept: number): WebpOf {
  const kept = new Map<string, Promise<Buffer>>();
  const keep = (key: string, picture: Promise<Buffer>) => {
    // A Map keeps insertion order: the first key is the one asked for least recently.
    kept.delete(key);
    if (kept.size >= maxKept) kept.delete(kept.keys().next().value!);
    kept.set(key, picture);
    return picture;
  };
  return (key, draw) => {
    const known = kept.get(key);
    if (known) return keep(key, known);
    const svg = Buffer.from(draw());
    const picture = loadSharp().then((sharp) => sharp(svg, { density: 72 * SCALE }).webp({ quality: 75 }).toBuffer());
    // A failed drawing is not kept: the next request tries again.
    picture.catch(() => {
      if (kept.get(key) === picture) kept.delete(key);
    });
    return keep(key, picture);
  };
}

export const webpOf: WebpOf = createWebpCache(MAX_KEPT);
