import { EMOJI, type EmojiName } from './emoji';

/**
 * Demo pictures composed from emoji: the server draws its demo catalogue's pictures with these and
 * the mocks their fixtures, so a shopper sees a dress where a dress is sold. Each picture is a
 * small SVG, the same bytes for the same input, with no text in it (a font would make screenshots
 * differ between machines) and each emoji's paths written once (a <symbol> reused by <use>).
 */

/** The accent palette of the old abstract pictures: the demo keeps its colours. */
export const PICTURE_PALETTE = [
  '#FC4630',
  '#2F81F7',
  '#2DA44E',
  '#F2A60D',
  '#8250DF',
  '#1B7C83',
  '#BF3989',
  '#57606A',
] as const;

/**
 * How a picture is laid out: `item` a product photo (the emoji on a soft tinted card, lit from
 * above, tilted a little in some gallery shots), `badge` a category icon or store logo (the emoji
 * large and straight, shown small and often cropped to a circle), `promotion` a banner (a coloured
 * band with up to three emoji on white stands, centred so a 2:1 crop keeps them all).
 */
export type PictureLayout = 'item' | 'badge' | 'promotion';

export interface PictureRequest {
  layout: PictureLayout;
  width: number;
  height: number;
  /** The first is the subject; a promotion shows up to three. */
  emoji: EmojiName | readonly EmojiName[];
  /** Chooses the colour: the same seed draws the same picture. */
  seed: number;
  /** Which shot of a product's gallery: 0 (the cover) stands straight, 1 and 2 are turned a little. */
  shot?: number;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** `colour` moved towards `to` by `amount` (0 keeps it, 1 is `to`). */
export function mixColour(colour: string, to: string, amount: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  return `#${[0, 1, 2]
    .map((i) => {
      const value = Math.round(channel(colour, i) + (channel(to, i) - channel(colour, i)) * amount);
      return value.toString(16).padStart(2, '0');
    })
    .join('')}`.toUpperCase();
}

const WHITE = '#FFFFFF';

const paletteColour = (index: number) =>
  PICTURE_PALETTE[
    ((index % PICTURE_PALETTE.length) + PICTURE_PALETTE.length) % PICTURE_PALETTE.length
  ]!;

function symbols(names: readonly EmojiName[]): string {
  return names
    .map((name, index) => {
      const icon = EMOJI[name];
      return `<symbol id="e${index}" viewBox="0 0 ${icon.width ?? 32} ${icon.height ?? 32}">${icon.body}</symbol>`;
    })
    .join('');
}

/** One emoji of `size` centred on (cx, cy), optionally turned by `angle` degrees. */
function place(index: number, cx: number, cy: number, size: number, angle = 0): string {
  const turn = angle ? ` transform="rotate(${angle} ${round(cx)} ${round(cy)})"` : '';
  return `<use href="#e${index}" x="${round(cx - size / 2)}" y="${round(cy - size / 2)}" width="${round(size)}" height="${round(size)}"${turn}/>`;
}

const svg = (width: number, height: number, defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;

const softBackground = (accent: string, light: number, deep: number) =>
  `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mixColour(accent, WHITE, light)}"/><stop offset="1" stop-color="${mixColour(accent, WHITE, deep)}"/></linearGradient>`;

/** Gallery shots of one product: straight, then turned a little one way and the other. */
const ITEM_TILTS = [0, -8, 7] as const;

function item(
  { width, height, seed, shot = 0 }: PictureRequest,
  names: readonly EmojiName[],
): string {
  const accent = paletteColour(seed);
  const side = Math.min(width, height);
  const cx = width / 2;
  const cy = height * 0.47;
  const size = side * 0.56;
  const defs = `${softBackground(accent, 0.86, 0.72)}${symbols(names.slice(0, 1))}`;
  const body = [
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(side * 0.38)}" fill="${WHITE}" fill-opacity="0.45"/>`,
    // A soft shadow just under the emoji, so it stands on the card rather than floats.
    `<ellipse cx="${round(cx)}" cy="${round(cy + size * 0.46)}" rx="${round(size * 0.34)}" ry="${round(size * 0.05)}" fill="${mixColour(accent, '#000000', 0.3)}" fill-opacity="0.16"/>`,
    place(0, cx, cy, size, ITEM_TILTS[shot % ITEM_TILTS.length]),
  ].join('');
  return svg(width, height, defs, body);
}

function badge({ width, height, seed }: PictureRequest, names: readonly EmojiName[]): string {
  const accent = paletteColour(seed);
  const side = Math.min(width, height);
  const defs = `${softBackground(accent, 0.88, 0.76)}${symbols(names.slice(0, 1))}`;
  const body = `<rect width="${width}" height="${height}" fill="url(#bg)"/>${place(0, width / 2, height / 2, side * 0.62)}`;
  return svg(width, height, defs, body);
}

/** Small decorations scattered over a banner, at fixed places relative to its size. */
const CONFETTI: ReadonlyArray<[x: number, y: number, r: number]> = [
  [0.08, 0.22, 0.025],
  [0.2, 0.82, 0.018],
  [0.3, 0.14, 0.014],
  [0.71, 0.12, 0.02],
  [0.8, 0.84, 0.026],
  [0.93, 0.3, 0.016],
  [0.62, 0.9, 0.012],
];

function promotion({ width, height, seed }: PictureRequest, names: readonly EmojiName[]): string {
  const accent = paletteColour(seed);
  const partner = paletteColour(seed + 3);
  const shown = names.slice(0, 3);
  // The subject stands in the middle; the others (or the subject again) at its sides.
  const left = shown.length > 1 ? 1 : 0;
  const right = shown.length > 2 ? 2 : left;
  const stand = (cx: number, cy: number, r: number) =>
    `<ellipse cx="${round(cx)}" cy="${round(cy + r * 0.92)}" rx="${round(r * 0.8)}" ry="${round(r * 0.14)}" fill="#000000" fill-opacity="0.12"/><circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${WHITE}" fill-opacity="0.92"/>`;
  const mid = { cx: width / 2, cy: height * 0.45, r: height * 0.3 };
  const gap = height * 0.64;
  const sides = [
    { cx: width / 2 - gap, cy: height * 0.5, r: height * 0.22, index: left, angle: -10 },
    { cx: width / 2 + gap, cy: height * 0.5, r: height * 0.22, index: right, angle: 10 },
  ];
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mixColour(accent, WHITE, 0.08)}"/><stop offset="1" stop-color="${mixColour(accent, partner, 0.45)}"/></linearGradient>${symbols(shown)}`;
  const body = [
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<path d="M${round(width * 0.58)} 0H${width}V${height}H${round(width * 0.36)}Z" fill="${WHITE}" fill-opacity="0.08"/>`,
    `<circle cx="${round(width * 0.95)}" cy="${round(height * 0.05)}" r="${round(height * 0.45)}" fill="${WHITE}" fill-opacity="0.1"/>`,
    `<circle cx="${round(width * 0.04)}" cy="${round(height * 0.98)}" r="${round(height * 0.38)}" fill="${WHITE}" fill-opacity="0.1"/>`,
    ...CONFETTI.map(
      ([x, y, r]) =>
        `<circle cx="${round(width * x)}" cy="${round(height * y)}" r="${round(height * r)}" fill="${WHITE}" fill-opacity="0.4"/>`,
    ),
    ...sides.map(
      ({ cx, cy, r, index, angle }) => `${stand(cx, cy, r)}${place(index, cx, cy, r * 1.3, angle)}`,
    ),
    `${stand(mid.cx, mid.cy, mid.r)}${place(0, mid.cx, mid.cy, mid.r * 1.3)}`,
  ].join('');
  return svg(width, height, defs, body);
}

const LAYOUTS = { item, badge, promotion } satisfies Record<
  PictureLayout,
  (request: PictureRequest, names: readonly EmojiName[]) => string
>;

/** The SVG markup of a demo picture. */
export function demoPicture(request: PictureRequest): string {
  const names: readonly EmojiName[] =
    typeof request.emoji === 'string' ? [request.emoji] : request.emoji;
  if (names.length === 0) throw new Error('demoPicture: name at least one emoji');
  return LAYOUTS[request.layout](request, names);
}

/** Whether `name` is one of the demo pictures' emoji (for names that arrive in a URL). */
export const isEmojiName = (name: string): name is EmojiName => Object.hasOwn(EMOJI, name);

/** An SVG as a data URI an <img> loads without a request. */
export const svgDataUri = (markup: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
