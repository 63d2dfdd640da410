import { z } from 'zod';
import { area } from '../endpoint';
import { LIMITS } from '../domain';
import { datetime, empty, id, imageUrl, nothing, obj, q, requiredText } from '../primitives';
import { productCardSchema } from './catalogue';

const chat = area('chat');

export const PEER_KINDS = ['support', 'store', 'user'] as const;
export const MESSAGE_KINDS = ['text', 'image', 'product'] as const;

export const chatMessageSchema = obj({
  id: id(),
  conversationId: id(),
  /** True when the signed-in user sent it. */
  mine: z.boolean(),
  kind: z.enum(MESSAGE_KINDS),
  /** Text, an image address, or a product id as text, per kind. */
  content: z.string(),
  product: productCardSchema.nullable(),
  createdAt: datetime(),
  read: z.boolean(),
});

export const conversationSchema = obj({
  id: id(),
  peer: obj({ kind: z.enum(PEER_KINDS), id: id().nullable(), name: z.string(), avatar: imageUrl().nullable() }),
  lastMessage: chatMessageSchema.nullable(),
  unread: z.number().int().nonnegative(),
  updatedAt: datetime(),
});

export const chatEndpoints = {
  chatConversations: chat({
    method: 'GET',
    path: '/api/chat/conversations',
    auth: 'user',
    summary: "Conversations as buyer, or as the merchant's store ('store' scope)",
    request: obj({ scope: z.enum(['buyer', 'store']).default('buyer') }),
    response: z.array(conversationSchema),
  }),
  chatOpen: chat({
    method: 'POST',
    path: '/api/chat/open',
    auth: 'user',
    summary: 'Open (or find) the conversation with customer service or a store',
    request: z.discriminatedUnion('with', [
      obj({ with: z.literal('support') }),
      obj({ with: z.literal('store'), storeId: id() }),
    ]),
    response: conversationSchema,
  }),
  chatMessages: chat({
    method: 'GET',
    path: '/api/chat/messages',
    auth: 'user',
    summary: 'Messages of a conversation, oldest first: paged backwards with `before`, or caught up with `after`',
    description:
      '`before`: the newest `pageSize` messages older than that id; `hasMore` says older ones remain. ' +
      '`after`: the oldest `pageSize` messages newer than that id (catch-up after a reconnect); `hasMore` says newer ones remain. ' +
      'Neither: the newest page. Both: a validation error on `after`.',
    request: obj({
      conversationId: q.id(),
      before: q.id().optional(),
      after: q.int().min(0).max(2_147_483_647).optional(),
      pageSize: q.int().min(1).max(50).default(30),
    }),
    response: obj({ list: z.array(chatMessageSchema), hasMore: z.boolean() }),
  }),
  chatSend: chat({
    method: 'POST',
    path: '/api/chat/send',
    auth: 'user',
    summary: 'Send a message',
    request: obj({
      conversationId: id(),
      kind: z.enum(MESSAGE_KINDS),
      content: requiredText(LIMITS.chatMessageMax),
    }),
    response: chatMessageSchema,
  }),
  chatRead: chat({
    method: 'POST',
    path: '/api/chat/read',
    auth: 'user',
    summary: 'Mark a conversation read',
    request: obj({ conversationId: id() }),
    response: nothing(),
  }),
  chatUnread: chat({
    method: 'GET',
    path: '/api/chat/unread',
    auth: 'user',
    summary: "Unread messages: in the caller's own conversations, and addressed to their store (0 without one)",
    request: empty(),
    response: obj({ buyer: z.number().int().nonnegative(), store: z.number().int().nonnegative() }),
  }),
} as const;
