import { demoPicture, type EmojiName, type PictureLayout } from '@shop/api/pictures';

/**
 * Demo pictures drawn on this machine: deterministic SVG from a kind, a seed and the emoji that
 * show what the picture is of (no downloads, no fonts). The seed data points at
 * `/api/media/<kind>/<seed>[.<emoji>...].svg`, so the URL alone says what to draw.
 */
export const MEDIA_KINDS = ['product', 'logo', 'banner', 'category', 'article', 'avatar'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** How each kind shows its emoji; an avatar stays an abstract pattern (it is a person, not a thing). */
const LAYOUTS: Record<MediaKind, PictureLayout | null> = {
  product: 'item',
  category: 'badge',
  logo: 'badge',
  banner: 'promotion',
  article: 'promotion',
  avatar: null,
};

/** A product's further gallery pictures end their seed with these (`7`, `7-b`, `7-c`). */
const GALLERY_SHOTS = ['-b', '-c'];

/** At most this many emoji in one picture (a promotion shows three). */
export const MAX_MEDIA_EMOJI = 3;

export const mediaUrl = (
  kind: MediaKind,
  seed: number | string,
  emoji: readonly EmojiName[] = [],
) => `/api/media/${kind}/${[seed, ...emoji.slice(0, MAX_MEDIA_EMOJI)].join('.')}.svg`;

/** Small deterministic PRNG (mulberry32): the same seed always draws the same picture. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seedNumber(seed: string): number {
  let hash = 2166136261;
  for (const char of seed) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

const SIZES: Record<MediaKind, [number, number]> = {
  product: [400, 400],
  logo: [160, 160],
  banner: [750, 300],
  category: [96, 96],
  article: [600, 320],
  avatar: [128, 128],
};

export function drawMedia(kind: MediaKind, seed: string, emoji: readonly EmojiName[] = []): string {
  const [width, height] = SIZES[kind];
  const layout = LAYOUTS[kind];
  if (layout && emoji.length > 0) {
    const shot = GALLERY_SHOTS.indexOf(seed.slice(-2)) + 1;
    return demoPicture({ layout, width, height, emoji, seed: seedNumber(`${kind}:${seed}`), shot });
  }
  return drawAbstract(kind, seed);
}

/** The pattern of pictures that name no emoji: avatars, and URLs stored before pictures had any. */
function drawAbstract(kind: MediaKind, seed: string): string {
  const random = prng(seedNumber(`${kind}:${seed}`));
  const [width, height] = SIZES[kind];
  const hue = Math.floor(random() * 360);
  const bg1 = `hsl(${hue},70%,88%)`;
  const bg2 = `hsl(${(hue + 40) % 360},75%,72%)`;
  const shapes: string[] = [];
  const count = kind === 'banner' ? 7 : 4;
  for (let i = 0; i < count; i++) {
    const x = Math.round(random() * width);
    const y = Math.round(random() * height);
    const r = Math.round((0.12 + random() * 0.25) * Math.min(width, height));
    const fill = `hsla(${(hue + 120 + Math.floor(random() * 120)) % 360},65%,55%,0.55)`;
    shapes.push(
      random() < 0.5
        ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`
        : `<rect x="${x - r}" y="${y - r}" width="${r * 2}" height="${r * 2}" rx="${Math.round(r / 4)}" transform="rotate(${Math.round(random() * 90)} ${x} ${y})" fill="${fill}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>${shapes.join('')}</svg>`;
}
