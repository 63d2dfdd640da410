import { useCallback, useEffect, useRef } from 'react';
import { useInfiniteQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@shop/api/client';
import { useApi } from '../../api/useApi';
import {
  flattenMessages,
  markRead,
  mergeMessages,
  newestId,
  olderPageParam,
  type ChatMessage,
  type MessagePages,
} from './chatCache';
import type { ChatConnection, ConnectionState } from './connection';
import { chatKeys } from './api';

/** While the socket is down, open screens refresh this often (and on focus). */
export const OFFLINE_REFRESH_MS = 15_000;
const PAGE_SIZE = 30;
/** Catch-up stops after this many pages in one go; the next signal continues where it stopped. */
const CATCH_UP_MAX_PAGES = 20;

/** Lists and counts that any arrival or read changes. */
export function invalidateChatLists(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: chatKeys.conversationLists });
  void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
}

/**
 * Keeps conversation lists and unread counts current: every pushed frame and every (re)connect
 * refreshes them (they are small; the server's numbers are the truth), and while the socket is
 * down they are refreshed every 15 s and on focus.
 */
export function useChatListUpdates(connection: ChatConnection, state: ConnectionState) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => invalidateChatLists(queryClient);
    const offFrame = connection.onFrame(refresh);
    const offCatchUp = connection.onCatchUp(refresh);
    return () => {
      offFrame();
      offCatchUp();
    };
  }, [connection, queryClient]);
  useWhileDown(state, useCallback(() => invalidateChatLists(queryClient), [queryClient]));
}

/** Runs `refresh` every OFFLINE_REFRESH_MS and on window focus while the socket is not open. */
export function useWhileDown(state: ConnectionState, refresh: () => void) {
  const down = state !== 'open';
  useEffect(() => {
    if (!down) return;
    const timer = setInterval(refresh, OFFLINE_REFRESH_MS);
    const onFocus = () => refresh();
    window.addEventListener('focus', onFocus);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [down, refresh]);
}

/** Fetches every message newer than what the cache holds, page by page, and merges it. */
export async function catchUp(api: ApiClient, queryClient: QueryClient, conversationId: number) {
  const key = chatKeys.messages(conversationId);
  for (let pages = 0; pages < CATCH_UP_MAX_PAGES; pages += 1) {
    const held = queryClient.getQueryData<MessagePages>(key);
    if (!held) return;
    const answer = await api.request(
      'chatMessages',
      { conversationId, after: newestId(held), pageSize: PAGE_SIZE },
      { silent: true },
    );
    queryClient.setQueryData<MessagePages>(key, (data) => mergeMessages(data, answer.list));
    if (!answer.hasMore || answer.list.length === 0) return;
  }
}

/**
 * One conversation's messages: the newest page first, older pages on demand (`fetchOlder`),
 * pushed messages and read receipts merged as they arrive, and a catch-up after every reconnect
 * (and every 15 s while the socket is down).
 */
export function useConversationMessages(conversationId: number, connection: ChatConnection, state: ConnectionState) {
  const api = useApi();
  const queryClient = useQueryClient();
  const key = chatKeys.messages(conversationId);
  const query = useInfiniteQuery({
    queryKey: key,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      api.request(
        'chatMessages',
        pageParam === undefined ? { conversationId, pageSize: PAGE_SIZE } : { conversationId, before: pageParam, pageSize: PAGE_SIZE },
        { signal, silent: true },
      ),
    getNextPageParam: olderPageParam,
    // The socket keeps it current; a refetch of every page on each mount is not needed.
    staleTime: Infinity,
  });

  const running = useRef<Promise<void> | null>(null);
  const runCatchUp = useCallback(() => {
    // One catch-up at a time; a signal during one is served by it (it reads until `hasMore` ends).
    running.current ??= catchUp(api, queryClient, conversationId)
      .catch(() => undefined)
      .finally(() => {
        running.current = null;
      });
    return running.current;
  }, [api, queryClient, conversationId]);

  useEffect(() => {
    const offFrame = connection.onFrame((frame) => {
      if (frame.type === 'message' && frame.message.conversationId === conversationId) {
        queryClient.setQueryData<MessagePages>(chatKeys.messages(conversationId), (data) => mergeMessages(data, [frame.message]));
      } else if (frame.type === 'read' && frame.conversationId === conversationId) {
        queryClient.setQueryData<MessagePages>(chatKeys.messages(conversationId), (data) =>
          markRead(data, (message) => (frame.by === 'peer' ? message.mine : !message.mine)),
        );
      }
    });
    const offCatchUp = connection.onCatchUp(() => void runCatchUp());
    return () => {
      offFrame();
      offCatchUp();
    };
  }, [connection, conversationId, queryClient, runCatchUp]);
  useWhileDown(state, runCatchUp);

  const addMessage = useCallback(
    (message: ChatMessage) =>
      queryClient.setQueryData<MessagePages>(chatKeys.messages(conversationId), (data) => mergeMessages(data, [message])),
    [queryClient, conversationId],
  );

  return { query, messages: flattenMessages(query.data as MessagePages | undefined), addMessage, catchUp: runCatchUp };
}
