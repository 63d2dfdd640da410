import { z } from 'zod';
import { chatMessageSchema } from './endpoints/chat';
import { id, obj } from './primitives';

/**
 * The chat's push channel: one WebSocket per signed-in tab at `CHAT_SOCKET_PATH`.
 *
 * Why a WebSocket: the app needs the server to push (messages, read receipts) and the client to
 * prove liveness within the spec's 60 s socket timeout; Server-Sent Events would push but leave the
 * heartbeat one-way and the session token in a URL. The token travels in the first frame, never in
 * the address (addresses end up in logs).
 *
 * The conversation
 * 1. The client opens the socket and sends `hello` with its session token within 10 s.
 * 2. The server answers `ready` (or `denied`, then closes with 4401: the session is gone; the
 *    client stops reconnecting and the app signs out as it does on a 401).
 * 3. The client sends `ping` every `CHAT_HEARTBEAT_MS`; the server answers `pong`. A server closes
 *    a socket silent for `CHAT_SOCKET_TIMEOUT_MS`; a client that gets no `pong` within
 *    `CHAT_PONG_WAIT_MS` closes and reconnects with backoff.
 * 4. The server pushes `message` for every message in a conversation the user takes part in
 *    (including their own, sent from another tab: `mine` tells), and `read` when a side reads.
 *
 * Nothing is delivered only by the socket: after every (re)connect the client catches up through
 * `GET /api/chat/messages?after=<last id it holds>` and refreshes its lists, so a message sent while
 * the socket was down is shown once, in order (messages are keyed by id).
 */
export const CHAT_SOCKET_PATH = '/api/chat/socket';
/** The spec's request and socket timeout. */
export const CHAT_SOCKET_TIMEOUT_MS = 60_000;
export const CHAT_HEARTBEAT_MS = 25_000;
export const CHAT_PONG_WAIT_MS = 10_000;
export const CHAT_HELLO_WAIT_MS = 10_000;
/** Close code for a socket whose session is missing, expired or revoked. */
export const CHAT_CLOSE_SESSION_GONE = 4401;
/** Close code for a socket that sent something outside this protocol. */
export const CHAT_CLOSE_PROTOCOL = 4400;

export const chatClientFrameSchema = z.discriminatedUnion('type', [
  obj({ type: z.literal('hello'), token: z.string().min(1).max(200) }),
  obj({ type: z.literal('ping') }),
]);
export type ChatClientFrame = z.infer<typeof chatClientFrameSchema>;

export const chatServerFrameSchema = z.discriminatedUnion('type', [
  obj({ type: z.literal('ready') }),
  obj({ type: z.literal('denied') }),
  obj({ type: z.literal('pong') }),
  obj({ type: z.literal('message'), message: chatMessageSchema }),
  /**
   * A side read a conversation. `by: 'peer'`: the other side read, so the receiver's own messages
   * there are now read (receipts). `by: 'me'`: the receiver's side read (another tab, or another
   * staff member for customer service), so nothing there is unread any more.
   */
  obj({ type: z.literal('read'), conversationId: id(), by: z.enum(['me', 'peer']) }),
]);
export type ChatServerFrame = z.infer<typeof chatServerFrameSchema>;
