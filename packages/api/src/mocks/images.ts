import { CAPTCHA_GLYPHS } from '@shop/domain';

/**
 * Fixture images: small SVG data URIs drawn from a seed, so the mocks ship their pictures in the
 * repository, never hit the network, and a screenshot changes only when the UI does.
 */
const PALETTE = ['#FC4630', '#2F81F7', '#2DA44E', '#F2A60D', '#8250DF', '#1B7C83', '#BF3989', '#57606A'];

export type ImageShape = 'product' | 'banner' | 'logo' | 'avatar' | 'document';

const SIZES: Record<ImageShape, [number, number]> = {
  product: [400, 400],
  banner: [750, 320],
  logo: [160, 160],
  avatar: [120, 120],
  document: [480, 300],
};

export function fixtureImage(shape: ImageShape, seed: number): string {
  const [w, h] = SIZES[shape];
  const a = PALETTE[seed % PALETTE.length]!;
  const b = PALETTE[(seed * 3 + 1) % PALETTE.length]!;
  const r = Math.min(w, h) / 4;
  const motif =
    shape === 'avatar' || shape === 'logo'
      ? `<circle cx="${w / 2}" cy="${h * 0.4}" r="${r * 0.8}" fill="rgba(255,255,255,0.7)"/><rect x="${w * 0.2}" y="${h * 0.65}" width="${w * 0.6}" height="${h * 0.35}" rx="${r}" fill="rgba(255,255,255,0.7)"/>`
      : shape === 'document'
        ? `<rect x="${w * 0.08}" y="${h * 0.12}" width="${w * 0.25}" height="${h * 0.6}" rx="8" fill="rgba(255,255,255,0.7)"/>${[0.2, 0.35, 0.5, 0.65].map((y) => `<rect x="${w * 0.4}" y="${h * y}" width="${w * 0.5}" height="${h * 0.06}" rx="4" fill="rgba(255,255,255,0.6)"/>`).join('')}`
        : `<circle cx="${w / 2}" cy="${h / 2}" r="${r}" fill="rgba(255,255,255,0.35)"/><rect x="${w / 2 - r / 2}" y="${h / 2 - r / 2}" width="${r}" height="${r}" rx="${r / 6}" fill="rgba(255,255,255,0.6)"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${motif}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
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
