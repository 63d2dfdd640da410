import { demoPicture, isEmojiName, type PictureLayout } from './compose';
import type { EmojiName } from './emoji';

/**
 * Where a demo picture lives: `/api/media/<kind>/<seed>[.<emoji>...].svg`. The URL alone says
 * what to draw, so the server draws it on request and the mocks answer the same URL (an <img>
 * goes through the mock service worker): a fixture keeps a short URL, as the contract wants,
 * instead of a data URI of several kilobytes.
 */
export const MEDIA_KINDS = ['product', 'logo', 'banner', 'category', 'article', 'avatar'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const MEDIA_SIZES: Record<MediaKind, [width: number, height: number]> = {
  product: [400, 400],
  logo: [160, 160],
  banner: [750, 300],
  category: [96, 96],
  article: [600, 320],
  avatar: [128, 128],
};

/** How each kind shows its emoji; an avatar has none (it is a person, not a thing). */
const LAYOUTS: Record<MediaKind, PictureLayout | null> = {
  product: 'item',
  category: 'badge',
  logo: 'badge',
  banner: 'promotion',
  article: 'promotion',
  avatar: null,
};

/** At most this many emoji in one picture (a promotion shows three). */
export const MAX_MEDIA_EMOJI = 3;

/** A product's further gallery pictures end their seed with these (`7`, `7-b`, `7-c`). */
export const GALLERY_SHOTS = ['', '-b', '-c'] as const;

export const mediaUrl = (
  kind: MediaKind,
  seed: number | string,
  emoji: readonly EmojiName[] = [],
) => `/api/media/${kind}/${[seed, ...emoji.slice(0, MAX_MEDIA_EMOJI)].join('.')}.svg`;

export interface MediaRequest {
  kind: MediaKind;
  seed: string;
  emoji: EmojiName[];
}

/** The picture a media URL's kind and file name ask for, or null when it is not one. */
export function parseMediaFile(kind: string, file: string): MediaRequest | null {
  const match = /^([\w-]{1,40})((?:\.[a-z0-9-]{1,40}){0,3})\.svg$/.exec(file);
  if (!(MEDIA_KINDS as readonly string[]).includes(kind) || !match?.[1]) return null;
  const emoji = match[2] ? match[2].slice(1).split('.') : [];
  if (!emoji.every(isEmojiName)) return null;
  return { kind: kind as MediaKind, seed: match[1], emoji };
}

/** FNV-1a: a seed string's number, the same on every machine. */
export function seedNumber(seed: string): number {
  let hash = 2166136261;
  for (const char of seed) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** The picture of a media request that names emoji, or null (avatars, and URLs without emoji). */
export function drawEmojiMedia({ kind, seed, emoji }: MediaRequest): string | null {
  const layout = LAYOUTS[kind];
  if (!layout || emoji.length === 0) return null;
  const [width, height] = MEDIA_SIZES[kind];
  const shot = Math.max(0, GALLERY_SHOTS.indexOf(seed.slice(-2) as (typeof GALLERY_SHOTS)[number]));
  return demoPicture({ layout, width, height, emoji, seed: seedNumber(`${kind}:${seed}`), shot });
}
