/**
 * Deterministic images for kit stories: SVG data URIs drawn from a seed, so screenshots never
 * depend on the network or on a random source.
 */
const PALETTE = ['#FC4630', '#2F81F7', '#2DA44E', '#F2A60D', '#8250DF', '#1B7C83', '#BF3989', '#57606A'];

export function storyImage(seed: number, width = 400, height = 400): string {
  const a = PALETTE[seed % PALETTE.length]!;
  const b = PALETTE[(seed * 3 + 1) % PALETTE.length]!;
  const r = Math.min(width, height) / 4;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${r}" fill="rgba(255,255,255,0.35)"/><rect x="${width / 2 - r / 2}" y="${height / 2 - r / 2}" width="${r}" height="${r}" rx="${r / 6}" fill="rgba(255,255,255,0.6)"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
