import { drawEmojiMedia, MEDIA_SIZES, seedNumber, type EmojiName, type MediaKind } from '@shop/api/pictures';

/**
 * Demo pictures drawn on this machine: deterministic SVG from a kind, a seed and the emoji that
 * show what the picture is of (no downloads, no fonts). The URL format, the emoji pictures and the
 * parsing are shared with the mocks (@shop/api/pictures); avatars and URLs without emoji get the
 * abstract pattern drawn here.
 */
export { MEDIA_KINDS, mediaUrl, seedNumber, type MediaKind } from '@shop/api/pictures';

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

export function drawMedia(kind: MediaKind, seed: string, emoji: EmojiName[] = []): string {
  return drawEmojiMedia({ kind, seed, emoji }) ?? drawAbstract(kind, seed);
}

/** The pattern of pictures that name no emoji: avatars, and URLs stored before pictures had any. */
function drawAbstract(kind: MediaKind, seed: string): string {
  const random = prng(seedNumber(`${kind}:${seed}`));
  const [width, height] = MEDIA_SIZES[kind];
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
