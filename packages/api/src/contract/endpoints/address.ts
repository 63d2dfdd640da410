import { z } from 'zod';
import { area } from '../endpoint';
import { empty, id, nothing, obj, q, requiredText } from '../primitives';
import { phone } from './account';

const address = area('address');

/* ---------- addresses ---------- */

export const addressFields = {
  recipient: requiredText(64),
  phone: phone(),
  /** ISO 3166-1 alpha-2. */
  country: z.string().regex(/^[A-Z]{2}$/),
  region: requiredText(64),
  city: requiredText(64),
  detail: requiredText(200),
  postalCode: requiredText(16),
  isDefault: z.boolean(),
};
export const addressSchema = obj({ id: id(), ...addressFields });
const { isDefault: _isDefault, ...deliveryFields } = addressFields;
/** The address as it was when the order was placed (later edits do not change orders). */
export const deliveryAddressSchema = obj(deliveryFields);
export type Address = z.infer<typeof addressSchema>;

export const addressEndpoints = {
  addressList: address({
    method: 'GET',
    path: '/api/address/list',
    auth: 'user',
    summary: 'Delivery addresses, default first',
    request: empty(),
    response: z.array(addressSchema),
  }),
  addressDetail: address({
    method: 'GET',
    path: '/api/address/detail',
    auth: 'user',
    summary: 'One address, for editing',
    request: obj({ id: q.id() }),
    response: addressSchema,
  }),
  addressSave: address({
    method: 'POST',
    path: '/api/address/save',
    auth: 'user',
    summary: 'Create (no id) or update an address; a default one unsets the previous default',
    request: obj({ id: id().optional(), ...addressFields }),
    response: addressSchema,
  }),
  addressRemove: address({
    method: 'POST',
    path: '/api/address/remove',
    auth: 'user',
    summary: 'Delete an address',
    request: obj({ id: id() }),
    response: nothing(),
  }),
  addressSetDefault: address({
    method: 'POST',
    path: '/api/address/setDefault',
    auth: 'user',
    summary: 'Make an address the default',
    request: obj({ id: id() }),
    response: z.array(addressSchema),
  }),
} as const;
