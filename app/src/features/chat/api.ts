import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shop/api/client';
import type { ConversationScope } from './chatCache';

/**
 * The chat in the query cache. The values are the keys the app has always used (stories, mocks
 * and tests seed them): change one and every reader and seeder must change with it.
 */
export const chatKeys = {
  all: ['chat'] as const,
  /** Every scope's conversation list. */
  conversationLists: ['chat', 'conversations'] as const,
  conversations: (scope: ConversationScope) => ['chat', 'conversations', scope] as const,
  /** One conversation's header (the chat page's title and peer). */
  conversation: (id: number) => ['chat', 'conversation', id] as const,
  unread: ['chat', 'unread'] as const,
  messages: (conversationId: number) => ['chat', 'messages', conversationId] as const,
};

export const chatQueries = {
  /** A buyer's or a store's conversation list (staff page theirs: `staffChatConversations`). */
  conversations: (api: ApiClient, scope: 'buyer' | 'store') =>
    queryOptions({
      queryKey: chatKeys.conversations(scope),
      queryFn: ({ signal }) =>
        api.request('chatConversations', { scope }, { signal, silent: true }),
    }),
  unread: (api: ApiClient) =>
    queryOptions({
      queryKey: chatKeys.unread,
      queryFn: ({ signal }) => api.request('chatUnread', undefined, { signal, silent: true }),
    }),
};
