import { useContext, useLayoutEffect } from 'react';
import { QueryClientContext, useQuery } from '@tanstack/react-query';
import { cartQueries } from '../features/cart/api';
import { useApi } from '../api/useApi';

/**
 * The server's cart count (`cartCount`) for a signed-in user, handed to the tab bar. Its own module
 * because it is the tab bar's only query: a visitor's first visit needs neither it nor the query
 * library. Anything that changes the server's cart invalidates `cartKeys.count`.
 */
export function SignedInCartCount({ onCount }: { onCount: (count: number) => void }) {
  // Without a cache yet there is no count to show; it starts with the cache.
  return useContext(QueryClientContext) ? <CartCountQuery onCount={onCount} /> : null;
}

function CartCountQuery({ onCount }: { onCount: (count: number) => void }) {
  const api = useApi();
  const count = useQuery(cartQueries.count(api));
  const value = count.data?.count ?? 0;
  // Before paint: a tab bar mounting with a cached count shows it in its first frame.
  useLayoutEffect(() => onCount(value), [onCount, value]);
  return null;
}
