import type { addressEndpoints } from '../../contract/endpoints/address';
import { refuse } from '../engine';
import { type AreaResolvers } from './shared';

/** Delivery addresses; one is the default. */
export const addressResolvers: AreaResolvers<typeof addressEndpoints> = {
  addressList: ({ state }) => [...state.data.addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault)),
  addressDetail: ({ params, state }) => state.data.addresses.find((a) => a.id === params.id) ?? refuse('notFound'),
  addressSave: ({ params, state }) => {
    const { id, ...fields } = params;
    const existing = id === undefined ? undefined : state.data.addresses.find((a) => a.id === id);
    if (id !== undefined && !existing) return refuse('notFound');
    if (fields.isDefault) for (const a of state.data.addresses) a.isDefault = false;
    const saved = existing ? Object.assign(existing, fields) : { id: state.nextId(), ...fields };
    if (!existing) state.data.addresses.push(saved);
    return saved;
  },
  addressRemove: ({ params, state }) => {
    if (!state.data.addresses.some((a) => a.id === params.id)) return refuse('notFound');
    state.data.addresses = state.data.addresses.filter((a) => a.id !== params.id);
    return null;
  },
  addressSetDefault: ({ params, state }) => {
    if (!state.data.addresses.some((a) => a.id === params.id)) return refuse('notFound');
    for (const a of state.data.addresses) a.isDefault = a.id === params.id;
    return [...state.data.addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  },
};
