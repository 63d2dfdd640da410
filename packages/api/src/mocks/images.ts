import { CAPTCHA_GLYPHS } from '@shop/domain';
import { http, HttpResponse } from 'msw';
import {
  drawEmojiMedia,
  GALLERY_SHOTS,
  mediaUrl,
  parseMediaFile,
  PICTURE_PALETTE,
  svgDataUri,
  type EmojiName,
  type MediaKind,
} from '../pictures';

/**
 * Fixture images: small SVG data URIs drawn from a seed, so the mocks ship their pictures in the
 * repository, never hit the network, and a screenshot changes only when the UI does. Things
 * (products, categories, stores, promotions) are pictures of their emoji, at the server demo's
 * URLs, drawn as the server draws them; people and documents stay abstract shapes (an identity photo must not look like a
 * product), and a payment QR code is a pattern of modules.
 */
const PALETTE = PICTURE_PALETTE;

/**
 * A picture of a thing, at the URL the server's demo uses (`/api/media/...`; `mediaHandler`
 * answers it): `emoji` is what it shows (a banner up to three goods), `seed` picks the colour and
 * `shot` which picture of a product's gallery (0 the cover, 1 and 2 turned a little).
 */
export function fixturePicture(
  kind: Exclude<MediaKind, 'avatar'>,
  emoji: EmojiName | readonly EmojiName[],
  seed: number,
  shot = 0,
): string {
  return mediaUrl(
    kind,
    `${seed}${GALLERY_SHOTS[shot % GALLERY_SHOTS.length]}`,
    typeof emoji === 'string' ? [emoji] : emoji,
  );
}

/** Answers the demo pictures' URLs in the browser, drawn as the server draws them. */
export const mediaHandler = http.get('*/api/media/:kind/:file', ({ params }) => {
  const request = parseMediaFile(String(params.kind), String(params.file));
  const svg = request && drawEmojiMedia(request);
  if (!svg) return new HttpResponse(null, { status: 404 });
  return new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml' } });
});

export type ImageShape = 'avatar' | 'document' | 'qr';

const SIZES: Record<ImageShape, [number, number]> = {
  avatar: [120, 120],
  document: [480, 300],
  qr: [160, 160],
};

/**
 * The modules of a QR-like code: the three finder squares, the rest from the seed, drawn as one
 * stroked path of horizontal runs so the data URI stays under the contract's 2,048 characters.
 */
function qrModules(seed: number, cells: number): string {
  let state = (seed * 2654435761) >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  const inFinder = (x: number, y: number) =>
    (x < 8 && y < 8) || (x >= cells - 8 && y < 8) || (x < 8 && y >= cells - 8);
  // A finder square: a 7-module ring around a 3-module centre (even-odd leaves the gap white).
  const finder = (x: number, y: number) =>
    `M${x} ${y}h7v7h-7zM${x + 1} ${y + 1}h5v5h-5zM${x + 2} ${y + 2}h3v3h-3z`;
  const runs: string[] = [];
  for (let y = 0; y < cells; y++) {
    let x = 0;
    while (x < cells) {
      const start = x;
      while (x < cells && !inFinder(x, y) && next() < 0.5) x++;
      if (x > start) runs.push(`M${start} ${y + 0.5}h${x - start}`);
      x++;
    }
  }
  return `<path d="${finder(0, 0)}${finder(cells - 7, 0)}${finder(0, cells - 7)}" fill-rule="evenodd"/><path d="${runs.join('')}" stroke="#000"/>`;
}

/** An abstract image: a person's avatar, a photographed document, or a payment QR code. */
export function fixtureImage(shape: ImageShape, seed: number): string {
  const [w, h] = SIZES[shape];
  if (shape === 'qr') {
    const cells = 21;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="-2 -2 ${cells + 4} ${cells + 4}" shape-rendering="crispEdges"><rect x="-2" y="-2" width="${cells + 4}" height="${cells + 4}" fill="#fff"/>${qrModules(seed, cells)}</svg>`;
    return svgDataUri(svg);
  }
  const a = PALETTE[seed % PALETTE.length]!;
  const b = PALETTE[(seed * 3 + 1) % PALETTE.length]!;
  const r = Math.min(w, h) / 4;
  const motif =
    shape === 'avatar'
      ? `<circle cx="${w / 2}" cy="${h * 0.4}" r="${r * 0.8}" fill="rgba(255,255,255,0.7)"/><rect x="${w * 0.2}" y="${h * 0.65}" width="${w * 0.6}" height="${h * 0.35}" rx="${r}" fill="rgba(255,255,255,0.7)"/>`
      : `<rect x="${w * 0.08}" y="${h * 0.12}" width="${w * 0.25}" height="${h * 0.6}" rx="8" fill="rgba(255,255,255,0.7)"/>${[0.2, 0.35, 0.5, 0.65].map((y) => `<rect x="${w * 0.4}" y="${h * y}" width="${w * 0.5}" height="${h * 0.06}" rx="4" fill="rgba(255,255,255,0.6)"/>`).join('')}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${motif}</svg>`;
  return svgDataUri(svg);
}

/** The captcha the mock answers: four digits like the server's, fixed so a story can type them. */
export const MOCK_CAPTCHA_TEXT = '4729';

/**
 * The server's captcha without its randomness: the same stroke glyphs (no font, so every machine
 * draws the same pixels), each with a fixed tilt, skew and colour, and two fixed noise curves.
 */
const MOCK_CAPTCHA_BENDS = [
  { dx: 0, dy: 1, rotate: -12, skew: 8, scale: 1.9, colour: '#2F5D8A' },
  { dx: 2, dy: -2, rotate: 9, skew: -6, scale: 2.1, colour: '#8A3B2F' },
  { dx: -1, dy: 2, rotate: -5, skew: 12, scale: 2.0, colour: '#3B7A3F' },
  { dx: 1, dy: 2, rotate: 8, skew: -10, scale: 1.9, colour: '#6B3F8A' },
] as const;

export const captchaSvg = (): string => {
  const glyphs = [...MOCK_CAPTCHA_TEXT].map((digit, index) => {
    const bend = MOCK_CAPTCHA_BENDS[index % MOCK_CAPTCHA_BENDS.length]!;
    const x = 12 + index * 26 + bend.dx;
    const y = 6 + bend.dy;
    return `<path transform="translate(${x} ${y}) rotate(${bend.rotate} 8 12) skewX(${bend.skew}) scale(${bend.scale})" d="${CAPTCHA_GLYPHS[digit]}" stroke="${bend.colour}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44" viewBox="0 0 120 44"><rect width="120" height="44" fill="#F4F1EE"/><path d="M4 30 Q40 6 116 14" stroke="#C8B8D8" stroke-width="1.5" fill="none"/><path d="M6 10 Q70 44 114 30" stroke="#B8D0C8" stroke-width="1.5" fill="none"/>${glyphs.join('')}</svg>`;
};

/** A tiny valid PNG (1x1): upload samples, and the bytes the mock serves for a private file. */
export const SAMPLE_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
