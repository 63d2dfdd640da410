import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router-dom';
import { safeRedirect } from '../../routes/guards';
import { PATHS } from '../../routes/paths';
import { addressKeys } from './api';

/**
 * How the address list in choose mode (`?choose=1&redirect=...`) hands the chosen address back to
 * the confirm-order screen. The choice is kept in the app's query cache (it lives as long as the
 * app, is never sent anywhere, and each story gets its own) and the list goes back one step, so the
 * history holds one confirm-order entry, not two. Opened directly (nothing to go back to), the list
 * goes to the redirect with `addressId=` in its query instead; the confirm screen reads both.
 */

export function useAddressChoice() {
  const queryClient = useQueryClient();
  /** The address chosen on the list, if one is waiting to be picked up. */
  const peek = useCallback(() => queryClient.getQueryData<number>(addressKeys.choice), [queryClient]);
  const offer = useCallback((id: number) => queryClient.setQueryData(addressKeys.choice, id), [queryClient]);
  const clear = useCallback(() => queryClient.removeQueries({ queryKey: addressKeys.choice, exact: true }), [queryClient]);
  return { peek, offer, clear };
}

/** A positive integer id from a query parameter, or null. */
export function parseId(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** `path` with `name=value` set in its query. */
export function withParam(path: string, name: string, value: string): string {
  const [base, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set(name, value);
  return `${base}?${params.toString()}`;
}

/** Whether the browser history has an entry of the app's before this one. */
function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/**
 * Back to where the address screens were opened from: one step back when there is one, else the
 * `redirect` (only a path inside the app), with the chosen address when there is one, else the list.
 */
export function goBackFromAddresses(
  navigate: NavigateFunction,
  redirect: string | null,
  chosenId?: number,
): void {
  if (canGoBack()) {
    navigate(-1);
    return;
  }
  const target = redirect ? safeRedirect(redirect) : PATHS.addresses;
  navigate(chosenId === undefined || !redirect ? target : withParam(target, 'addressId', String(chosenId)), { replace: true });
}
