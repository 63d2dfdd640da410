import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips) on first use. Loading it costs ~25 MB of resident memory, which a server that
 * draws no captcha and takes no upload (most of them, most of the time) need not carry.
 *
 * Set for memory that stays flat ("Uploads within budget", docs/SECURITY.md):
 * - no operation cache: every upload is a new picture, so libvips' cache (50 MB and 20 open
 *   files by default) would only keep the last ones' pixels and buffers alive;
 * - one libvips thread per image: how many images are worked on at once is the decode gate's
 *   business (features/uploads/decodeGate.ts), not multiplied by the cores here. (sharp already picks 1
 *   with glibc's allocator; this makes it so with jemalloc or musl too.)
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((module) => {
    const sharp = module.default;
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}
