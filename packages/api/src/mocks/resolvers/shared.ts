import type { EndpointName } from '../../contract/endpoints';
import type { Resolver } from '../engine';

/** One area's resolvers: exactly the endpoints of that area's contract file, each answered. */
export type AreaResolvers<AreaEndpoints> = { [N in keyof AreaEndpoints & EndpointName]: Resolver<N> };

/** Credentials the mock accepts, for stories that type them. */
export const MOCK_PASSWORD = 'demo1234';
export const MOCK_CODE = '246810';
export const MOCK_PAY_PASSWORD = '123456';
/** An online payment the fixtures start with, still pending at the provider. */
export const MOCK_PAYMENT_ID = 'pay_fixture-0001';

export const paginate = <T>(list: readonly T[], { page, pageSize }: { page: number; pageSize: number }) => ({
  list: list.slice((page - 1) * pageSize, page * pageSize),
  page,
  pageSize,
  total: list.length,
  hasMore: page * pageSize < list.length,
});

export const now = () => new Date(Date.now()).toISOString();
