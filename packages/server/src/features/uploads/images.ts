import type { Metadata } from 'sharp';
import { loadSharp } from '../../media/loadSharp';
import { UPLOAD_MAX_BYTES } from '@shop/api/contract';
import { ApiError } from '../../http/errors';
import type { UploadMime } from '../../db/schema';
import { decodeGate } from './decodeGate';

/** Decoded pixel bound: a small file that expands to gigapixels (a "decompression bomb") is refused. */
export const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Up to this many pixels (a 12-megapixel phone photo) an image gets the compact encoding
 * (mozjpeg), which holds the whole picture in memory: about 80 MB at this size. A larger one is
 * re-encoded in one streaming pass, a strip of rows at a time (about 20 MB at 40 MP, and ten
 * times faster), unless it must be held whole anyway: then it takes every decode slot.
 */
export const COMPACT_MAX_PIXELS = 12_600_000;

/**
 * The type a file really is, from its first bytes (never from its name or the declared type).
 * JPEG starts FF D8 FF; PNG with its 8-byte signature; WebP is a RIFF container of type WEBP.
 */
export function sniffImageType(bytes: Uint8Array): UploadMime | null {
  const at = (offset: number, ...values: number[]) => values.every((value, i) => bytes[offset + i] === value);
  if (bytes.length >= 3 && at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (bytes.length >= 8 && at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (bytes.length >= 12 && at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return null;
}

const SHARP_FORMAT: Record<UploadMime, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * A baseline JPEG with the standard Huffman tables, written as the rows arrive. Optimised tables,
 * progressive scans and mozjpeg's trellis all need the whole image's coefficients first (300 MB
 * at 40 MP); this costs some bytes instead (5-15% on a photo).
 */
const STREAMED_JPEG = { quality: 85, mozjpeg: false, optimiseCoding: false, progressive: false, trellisQuantisation: false } as const;

export interface CleanImage {
  bytes: Buffer;
  mime: UploadMime;
  width: number;
  height: number;
}

/**
 * Checks an uploaded image and re-encodes it. The bytes must start like a JPEG, PNG or WebP and
 * decode as that same format; the output is a fresh encoding in the same format, turned upright
 * by its EXIF orientation and written without any metadata (EXIF, GPS location, XMP, ICC names).
 */
export async function cleanImage(input: Uint8Array): Promise<CleanImage> {
  if (input.byteLength > UPLOAD_MAX_BYTES) throw new ApiError('fileTooLarge', { maxMegabytes: UPLOAD_MAX_BYTES / 1024 / 1024 });
  const mime = sniffImageType(input);
  if (!mime) throw new ApiError('unsupportedFile');
  // sequentialRead (sharp's default, stated here): libvips reads the input top to bottom and
  // keeps only the rows in use, unless an operation (turning the picture) needs all of them.
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const, sequentialRead: true };
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    // The header only: cheap, so it runs before the image waits for a decode slot.
    meta = await sharp(input, options).metadata();
  } catch {
    throw new ApiError('unsupportedFile');
  }
  if (meta.format !== SHARP_FORMAT[mime]) throw new ApiError('unsupportedFile');
  const large = (meta.width ?? 0) * (meta.height ?? 0) > COMPACT_MAX_PIXELS;
  // What cannot be streamed: WebP (its encoder takes the whole picture), a picture turned by its
  // EXIF orientation, and a progressive JPEG or interlaced PNG (decoded whole). At 40 MP each
  // holds 120-310 MB, so a large one runs alone.
  const held = mime === 'image/webp' || (meta.orientation ?? 1) !== 1 || meta.isProgressive === true;
  return decodeGate.run(
    async () => {
      try {
        // Without withMetadata(), sharp writes no EXIF/XMP/IPTC: the location and camera data are gone.
        const pipeline = sharp(input, options).rotate();
        const encoded =
          mime === 'image/jpeg'
            ? pipeline.jpeg(large ? STREAMED_JPEG : { quality: 85, mozjpeg: true })
            : mime === 'image/png'
              ? pipeline.png({ compressionLevel: 9, progressive: false })
              : pipeline.webp({ quality: 85 });
        const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
        return { bytes: data, mime, width: info.width, height: info.height };
      } catch {
        // Truncated or corrupt pixel data behind a valid header.
        throw new ApiError('unsupportedFile');
      }
    },
    { exclusive: large && held },
  );
}
