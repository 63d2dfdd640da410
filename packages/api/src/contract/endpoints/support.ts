import { z } from 'zod';
import { area } from '../endpoint';
import { LIMITS } from '../domain';
import { UPLOAD_MIME_TYPES } from '../wire';
import { datetime, empty, id, imageUrl, nothing, obj, q, requiredText, text } from '../primitives';
import { productCardSchema } from './catalog';

const chat = area('chat');
const upload = area('upload');
const dev = area('dev');

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

export const UPLOAD_PURPOSES = ['avatar', 'comment', 'afterSales', 'proof', 'store', 'identity', 'chat'] as const;

export const uploadedFileSchema = obj({
  id: z.string(),
  /** Where to show it; identity photos resolve only for their owner and staff. */
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().positive(),
  mime: z.enum(UPLOAD_MIME_TYPES),
});

export const supportEndpoints = {
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
  uploadImage: upload({
    method: 'POST',
    path: '/api/upload/image',
    auth: 'user',
    body: 'multipart',
    summary: 'Upload a JPEG, PNG or WebP (at most 5 MB; re-encoded, EXIF removed)',
    request: obj({ file: z.file().max(5 * 1024 * 1024).mime([...UPLOAD_MIME_TYPES]), purpose: z.enum(UPLOAD_PURPOSES) }),
    response: uploadedFileSchema,
  }),
  uploadFile: upload({
    method: 'GET',
    path: '/api/upload/file',
    auth: 'optional',
    summary: 'Download an uploaded file through the signed client (binary); identity photos only for their owner and staff',
    description: 'Public images in answers are plain URLs an <img> can load; this is for private files.',
    request: obj({ id: z.string().min(1).max(64) }),
    response: nothing(),
    answer: 'binary',
    produces: UPLOAD_MIME_TYPES,
  }),
  devOutbox: dev({
    method: 'GET',
    path: '/api/dev/outbox',
    auth: 'public',
    summary: 'Development only: verification codes the server would have sent (absent in production)',
    signed: false,
    request: obj({ target: text(254).optional() }),
    response: z.array(
      obj({ channel: z.enum(['email', 'sms']), target: z.string(), code: z.string(), purpose: z.string(), createdAt: datetime() }),
    ),
  }),
} as const;
