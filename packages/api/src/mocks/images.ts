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

/** The captcha the mock answers: four fixed characters, so a story can type them. */
export const MOCK_CAPTCHA_TEXT = 'K7Q2';
export const captchaSvg = (): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44" viewBox="0 0 120 44"><rect width="120" height="44" fill="#F6F6F6"/><path d="M4 30 C30 10 60 40 116 14" stroke="#C8C8C8" fill="none"/><text x="60" y="30" font-family="monospace" font-size="24" text-anchor="middle" fill="#333">${MOCK_CAPTCHA_TEXT}</text></svg>`;

/** A tiny valid PNG (1x1): upload samples, and the bytes the mock serves for a private file. */
export const SAMPLE_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
