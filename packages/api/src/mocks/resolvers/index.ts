import type { EndpointName } from '../../contract/endpoints';
import type { Resolver } from '../engine';
import { accountResolvers } from './account';
import { addressResolvers } from './address';
import { cartResolvers } from './cart';
import { catalogueResolvers } from './catalogue';
import { chatResolvers } from './chat';
import { contentResolvers } from './content';
import { merchantResolvers } from './merchant';
import { ordersResolvers } from './orders';
import { staffResolvers } from './staff';
import { uploadsResolvers } from './uploads';
import { walletResolvers } from './wallet';

export { MOCK_CODE, MOCK_PASSWORD, MOCK_PAYMENT_ID, MOCK_PAY_PASSWORD } from './shared';

/**
 * The mock's answer to every endpoint, one module per area of the contract (the same names as
 * `contract/endpoints/<area>.ts`, the server's `features/<area>/` and the app's features). The type
 * makes a new endpoint without a resolver a compile error.
 */
export const defaultResolvers: { [N in EndpointName]: Resolver<N> } = {
  ...accountResolvers,
  ...catalogueResolvers,
  ...contentResolvers,
  ...cartResolvers,
  ...ordersResolvers,
  ...addressResolvers,
  ...walletResolvers,
  ...merchantResolvers,
  ...chatResolvers,
  ...uploadsResolvers,
  ...staffResolvers,
};
