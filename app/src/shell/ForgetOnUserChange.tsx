import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { selectUserId, useSession } from '../session/SessionProvider';

/**
 * Drops every cached answer when who is signed in changes (log out, log in, another account):
 * the cache holds one person's orders, addresses, cart and "followed" flags, and the next person
 * on the same phone must neither see them nor act on them while they refetch.
 */
export function ForgetOnUserChange() {
  // From the context, not the state: refreshing the user info is the same person, not a change.
  const userId = useSession(selectUserId);
  const queryClient = useQueryClient();
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current === userId) return;
    previous.current = userId;
    queryClient.clear();
  }, [userId, queryClient]);
  return null;
}
