import { z } from 'zod';
import { area } from '../endpoint';
import { UPLOAD_MIME_TYPES } from '../wire';
import { nothing, obj } from '../primitives';

const upload = area('upload');

export const UPLOAD_PURPOSES = ['avatar', 'comment', 'afterSales', 'proof', 'store', 'identity', 'chat'] as const;

export const uploadedFileSchema = obj({
  id: z.string(),
  /** Where to show it; identity photos resolve only for their owner and staff. */
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().positive(),
  mime: z.enum(UPLOAD_MIME_TYPES),
});

export const uploadsEndpoints = {
  uploadImage: upload({
    method: 'POST',
    path: '/api/upload/image',
    auth: 'user',
    body: 'multipart',
    summary: 'Upload a JPEG, PNG or WebP (at most 5 MB; re-encoded, EXIF removed)',
    request: obj({ file: z.file().max(5 * 1024 * 1024).mime([...UPLOAD_MIME_TYPES]), purpose: z.enum(UPLOAD_PURPOSES) }),
    response: uploadedFileSchema,
  }),
  uploadFile: upload({
    method: 'GET',
    path: '/api/upload/file',
    auth: 'optional',
    summary: 'Download an uploaded file through the signed client (binary); identity photos only for their owner and staff',
    description: 'Public images in answers are plain URLs an <img> can load; this is for private files.',
    request: obj({ id: z.string().min(1).max(64) }),
    response: nothing(),
    answer: 'binary',
    produces: UPLOAD_MIME_TYPES,
  }),
} as const;
