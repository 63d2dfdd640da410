import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips) on first use. Loading it costs ~25 MB of resident memory, which a server that
 * draws no captcha and takes no upload (most of them, most of the time) need not carry.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
