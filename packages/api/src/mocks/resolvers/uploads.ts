import { HttpResponse } from 'msw';
import type { uploadsEndpoints } from '../../contract/endpoints/uploads';
import { refuse } from '../engine';
import * as f from '../fixtures';
import { SAMPLE_PNG } from '../images';
import { type AreaResolvers } from './shared';

/** Uploads: the mock keeps nothing and answers fixture pictures. */
export const uploadsResolvers: AreaResolvers<typeof uploadsEndpoints> = {
  uploadImage: ({ params, state }) => ({
    id: `up_${state.nextId()}`,
    // The mock keeps nothing: it answers a fixture picture of the same purpose.
    url: f.fixtureImageFor(params.purpose),
    width: 400,
    height: 400,
    bytes: params.file.size,
    mime: params.file.type as 'image/jpeg' | 'image/png' | 'image/webp',
  }),
  uploadFile: ({ params }) =>
    params.id.startsWith('up_') ? new HttpResponse(SAMPLE_PNG, { headers: { 'content-type': 'image/png' } }) : refuse('notFound'),
};
