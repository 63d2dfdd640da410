import { useContext, useLayoutEffect } from 'react';
import { QueryClientContext, useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/useApi';
import { chatQueries } from './api';
import { useChatListUpdates } from './chatData';
import { useChatConnection } from './useChatConnection';

/**
 * The account tab's unread total (`chatUnread`: the buyer's own conversations plus their store's),
 * handed to the tab bar. It keeps the tab's chat socket open, so a message arriving anywhere
 * refreshes the count (`useChatListUpdates`), and refreshes it every 15 s while the socket is down.
 * Its own module, loaded only for a signed-in session (chatUnreadLoader): a visitor's first visit
 * needs neither it nor the query library.
 */
export function SignedInChatUnread({ onCount }: { onCount: (count: number) => void }) {
  return useContext(QueryClientContext) ? <UnreadQuery onCount={onCount} /> : null;
}

function UnreadQuery({ onCount }: { onCount: (count: number) => void }) {
  const api = useApi();
  const { connection, snapshot } = useChatConnection();
  useChatListUpdates(connection, snapshot.state);
  const unread = useQuery(chatQueries.unread(api));
  const total = unread.data ? unread.data.buyer + unread.data.store : 0;
  useLayoutEffect(() => onCount(total), [onCount, total]);
  return null;
}
