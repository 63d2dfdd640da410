import type { z } from 'zod';
import type { chatMessageSchema } from '../contract/endpoints/support';
import { ago } from './fixtures';
import { override } from './handlers';

type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * Chat scenarios for stories. `chatLongHistory`: every conversation holds 75 text messages, one a
 * minute, alternating sides (ids 1001..1075), so the screen shows its newest page and pages
 * older ones in on scroll to the start; `before` and `after` work as on the server.
 */
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

export const chatScenarios = {
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
