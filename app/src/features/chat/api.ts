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
