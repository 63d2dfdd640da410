import type { z } from 'zod';
import type { chatMessageSchema } from '../contract/endpoints/chat';
import { ago } from './fixtures';
import { mockState, override } from './handlers';

type ChatMessage = z.infer<typeof chatMessageSchema>;

/** How many messages `chatLongHistory` holds per conversation. */
export const CHAT_HISTORY_LENGTH = 75;

const history = (conversationId: number): ChatMessage[] =>
  Array.from({ length: CHAT_HISTORY_LENGTH }, (_, index) => ({
    id: 1001 + index,
    conversationId,
    mine: index % 2 === 1,
    kind: 'text' as const,
    content: `Message ${index + 1}`,
    product: null,
    createdAt: ago(CHAT_HISTORY_LENGTH - index),
    read: true,
  }));

/** The other side's messages in `conversationIds` unread, in the shared mock state. */
function markUnread(conversationIds: readonly number[], fromId: number) {
  for (const message of mockState.data.messages) {
    if (conversationIds.includes(message.conversationId) && !message.mine && message.id >= fromId) message.read = false;
  }
  for (const conversation of mockState.data.conversations) {
    if (!conversationIds.includes(conversation.id)) continue;
    conversation.unread = mockState.data.messages.filter((m) => m.conversationId === conversation.id && !m.mine && !m.read).length;
    if (conversation.lastMessage) conversation.lastMessage = mockState.data.messages.find((m) => m.id === conversation.lastMessage!.id)!;
  }
}

/**
 * Chat states for stories, applied in a story's `beforeEach` (after the shared state was reset).
 * - `chatUnread()`: store 1's photo and answer (6, 7) and the buyer's question to the merchant's
 *   store (8) are unread.
 * - `chatLongHistory`: every conversation holds 75 text messages, one a minute, alternating sides
 *   (ids 1001..1075), so a conversation shows its newest page and pages older ones in on scroll;
 *   `before` and `after` work as on the server.
 */
export const chatScenarios = {
  chatUnread: () => markUnread([2, 3], 6),
  chatLongHistory: [
    override('chatMessages', ({ params }) => {
      const all = history(params.conversationId).filter(
        (m) => (params.before === undefined || m.id < params.before) && (params.after === undefined || m.id > params.after),
      );
      const list = params.after === undefined ? all.slice(-params.pageSize) : all.slice(0, params.pageSize);
      return { list, hasMore: all.length > list.length };
    }),
  ],
};
