import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  CHAT_CLOSE_PROTOCOL,
  CHAT_CLOSE_SESSION_GONE,
  CHAT_HELLO_WAIT_MS,
  CHAT_SOCKET_PATH,
  CHAT_SOCKET_TIMEOUT_MS,
  chatClientFrameSchema,
  type ChatServerFrame,
} from '@shop/api/contract';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import type { AppContext } from '../../context';
import { resolveSession } from '../../http/auth';
import type { AuthUser } from '../../http/env';
import { messagesForBothSides } from './service';
import type { ChatEvent } from './bus';

/**
 * The chat's push channel at `CHAT_SOCKET_PATH` (the protocol is in the contract, chatSocket.ts).
 *
 * Why `ws` on the node server's `upgrade` event, and not the Hono app: the socket must not run
 * through the signed-request middleware (a browser cannot sign an upgrade), and the guards below
 * need what only `ws` itself exposes (an inbound frame cap, `bufferedAmount`, `terminate`).
 *
 * Guards
 * - An inbound frame over `maxFrameBytes` (1 KiB: a hello is ~60 bytes) closes the socket (1009);
 *   anything outside the protocol (binary, not JSON, an unknown frame, a ping before hello, a
 *   second hello) closes it with 4400.
 * - No hello within 10 s: 4400. A hello with a missing, expired or revoked session: `denied`, 4401.
 * - Silence for `timeoutMs` (the spec's 60 s): closed (1001). Each `ping` re-reads the session (at
 *   most every `revalidateMs`), so a signed-out or revoked session stops receiving within one
 *   heartbeat; a tab left open keeps its session active as requests do, within its maximum age.
 * - At most `maxPerUser` sockets per user (tabs); one more is closed with 1008. Sockets still
 *   waiting for their hello are capped at `maxPending` per process.
 * - A receiver that does not read (more than 1 MiB queued) is cut: it will catch up on reconnect.
 *
 * Delivery: the bus (features/chat/bus.ts) tells every process about every message and read; a process
 * with sockets of a participant loads the message once and sends it to each socket with `mine` as
 * that side sees it. Deliveries go out in batches, in the order announced (see `drain`).
 */
export interface ChatSocketOptions {
  timeoutMs?: number;
  helloWaitMs?: number;
  maxPerUser?: number;
  maxPending?: number;
  maxFrameBytes?: number;
  /** A ping re-reads the session when the last check is older than this. */
  revalidateMs?: number;
}

export interface ChatSockets {
  /** Takes the server's upgrade requests for the chat path (others are refused). */
  attach(server: Server): void;
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Sockets open, and of those, signed in. */
  counts(): { open: number; ready: number };
  /** Closes every socket (1001, so clients reconnect elsewhere) and stops listening to the bus. */
  close(): Promise<void>;
}

interface Client {
  ws: WebSocket;
  token: string | null;
  user: AuthUser | null;
  checkedAt: number;
  busy: boolean;
  silence: NodeJS.Timeout | undefined;
  hello: NodeJS.Timeout | undefined;
}

const SLOW_RECEIVER_BYTES = 1 << 20;

export function createChatSockets(ctx: AppContext, options: ChatSocketOptions = {}): ChatSockets {
  const timeoutMs = options.timeoutMs ?? CHAT_SOCKET_TIMEOUT_MS;
  const helloWaitMs = options.helloWaitMs ?? CHAT_HELLO_WAIT_MS;
  const maxPerUser = options.maxPerUser ?? 20;
  const maxPending = options.maxPending ?? 5000;
  const revalidateMs = options.revalidateMs ?? 20_000;
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxFrameBytes ?? 1024, perMessageDeflate: false });
  const clients = new Set<Client>();
  const byUser = new Map<number, Set<Client>>();
  const staff = new Set<Client>();
  let pending = 0;
  let stopping = false;

  const lifetime = () => ({ idleSeconds: ctx.config.sessionIdleSeconds, maxSeconds: ctx.config.sessionMaxSeconds });

  /** Sends a frame, or its JSON when one frame goes to many sockets (serialized once). */
  const send = (client: Client, frame: ChatServerFrame | string) => {
    if (client.ws.readyState !== WebSocket.OPEN) return;
    if (client.ws.bufferedAmount > SLOW_RECEIVER_BYTES) {
      client.ws.terminate();
      return;
    }
    client.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  };

  /** One frame to many sockets (every staff member's tabs), serialized once. */
  const sendAll = (targets: Client[], frame: ChatServerFrame) => {
    if (!targets.length) return;
    const json = JSON.stringify(frame);
    for (const client of targets) send(client, json);
  };

  const register = (client: Client, user: AuthUser) => {
    client.user = user;
    let set = byUser.get(user.userId);
    if (!set) byUser.set(user.userId, (set = new Set()));
    set.add(client);
    if (user.role === 'staff') staff.add(client);
  };
  const unregister = (client: Client) => {
    clients.delete(client);
    clearTimeout(client.silence);
    clearTimeout(client.hello);
    if (!client.user) return;
    const set = byUser.get(client.user.userId);
    set?.delete(client);
    if (set && set.size === 0) byUser.delete(client.user.userId);
    staff.delete(client);
  };

  const goodbye = (client: Client, code: number, reason: string) => {
    clearTimeout(client.silence);
    clearTimeout(client.hello);
    if (client.ws.readyState === WebSocket.OPEN) client.ws.close(code, reason);
    // A peer that never answers the close handshake is cut.
    setTimeout(() => client.ws.terminate(), 2000).unref();
  };
  const deny = (client: Client) => {
    send(client, { type: 'denied' });
    goodbye(client, CHAT_CLOSE_SESSION_GONE, 'session gone');
  };
  const heard = (client: Client) => {
    clearTimeout(client.silence);
    client.silence = setTimeout(() => goodbye(client, 1001, 'silent too long'), timeoutMs);
  };

  async function onFrame(client: Client, data: RawData, isBinary: boolean) {
    heard(client);
    let frame;
    try {
      if (isBinary) throw new Error('binary');
      frame = chatClientFrameSchema.parse(JSON.parse(data.toString()));
    } catch {
      return goodbye(client, CHAT_CLOSE_PROTOCOL, 'not this protocol');
    }
    // One frame at a time per socket: a frame that arrives during a session check breaks the protocol.
    if (client.busy) return goodbye(client, CHAT_CLOSE_PROTOCOL, 'wait for the answer');
    if (frame.type === 'hello') {
      if (client.token !== null) return goodbye(client, CHAT_CLOSE_PROTOCOL, 'one hello');
      clearTimeout(client.hello);
      pending--;
      client.token = frame.token;
      client.busy = true;
      const user = await resolveSession(ctx.db, frame.token, ctx.clock.now(), lifetime()).catch(() => null);
      client.busy = false;
      if (client.ws.readyState !== WebSocket.OPEN) return;
      if (!user) return deny(client);
      if ((byUser.get(user.userId)?.size ?? 0) >= maxPerUser) return goodbye(client, 1008, 'too many sockets');
      client.checkedAt = Date.now();
      register(client, user);
      return send(client, { type: 'ready' });
    }
    if (!client.user || client.token === null) return goodbye(client, CHAT_CLOSE_PROTOCOL, 'hello first');
    if (Date.now() - client.checkedAt >= revalidateMs) {
      client.busy = true;
      const user = await resolveSession(ctx.db, client.token, ctx.clock.now(), lifetime()).catch(() => client.user);
      client.busy = false;
      if (client.ws.readyState !== WebSocket.OPEN) return;
      if (!user) {
        unregister(client);
        return deny(client);
      }
      client.checkedAt = Date.now();
    }
    send(client, { type: 'pong' });
  }

  wss.on('connection', (ws: WebSocket) => {
    const client: Client = { ws, token: null, user: null, checkedAt: 0, busy: false, silence: undefined, hello: undefined };
    clients.add(client);
    pending++;
    client.hello = setTimeout(() => goodbye(client, CHAT_CLOSE_PROTOCOL, 'hello first'), helloWaitMs);
    heard(client);
    ws.on('message', (data, isBinary) => void onFrame(client, data, isBinary));
    ws.on('error', () => undefined); // an oversized frame or a reset; 'close' follows
    ws.on('close', () => {
      if (client.token === null) pending--;
      unregister(client);
    });
  });

  /** The sockets of each side of a conversation; a user is only ever on one side. */
  const socketsOf = (event: ChatEvent) => {
    const buyer = [...(byUser.get(event.buyerId) ?? [])];
    const peerSet = event.ownerId === null ? staff : (byUser.get(event.ownerId) ?? new Set<Client>());
    const peer = [...peerSet].filter((client) => client.user!.userId !== event.buyerId);
    return { buyer, peer };
  };

  type Loaded = Awaited<ReturnType<typeof messagesForBothSides>>;
  const deliver = (event: ChatEvent, messages: Loaded) => {
    const { buyer, peer } = socketsOf(event);
    if (event.type === 'read') {
      const [me, other] = event.side === 'buyer' ? [buyer, peer] : [peer, buyer];
      sendAll(me, { type: 'read', conversationId: event.conversationId, by: 'me' });
      sendAll(other, { type: 'read', conversationId: event.conversationId, by: 'peer' });
      return;
    }
    const message = messages.get(event.messageId);
    if (!message) return;
    sendAll(buyer, { type: 'message', message: message.buyer });
    sendAll(peer, { type: 'message', message: message.peer });
  };

  /**
   * Events wait here while a batch loads: each round loads every message of its batch in one
   * query (under load a pool connection is a wait of its own, paid once per batch rather than
   * once per message), then delivers the batch in the order the events came.
   */
  const waiting: ChatEvent[] = [];
  let draining = false;
  const drain = async () => {
    draining = true;
    try {
      while (waiting.length) {
        const batch = waiting.splice(0, 500);
        const wanted = batch.flatMap((event) => {
          if (event.type !== 'message') return [];
          const { buyer, peer } = socketsOf(event);
          return buyer.length || peer.length ? [event.messageId] : [];
        });
        let messages: Loaded = new Map();
        try {
          if (wanted.length) messages = await messagesForBothSides(ctx.db, wanted);
        } catch (error) {
          // Those clients catch up on their next reconnect or refresh; the next batch goes on.
          ctx.log.error('chat delivery failed', { error: (error as Error).message });
        }
        for (const event of batch) deliver(event, messages);
      }
    } finally {
      draining = false;
    }
  };
  const unsubscribe = ctx.chat.subscribe((event) => {
    waiting.push(event);
    if (!draining) void drain();
  });
  // Events may have been lost: every client reconnects and catches up through `after`.
  const unGap = ctx.chat.onGap(() => {
    for (const client of clients) goodbye(client, 1012, 'catch up');
  });

  const refuse = (socket: Duplex, status: string) => {
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  };

  const handleUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== CHAT_SOCKET_PATH) return refuse(socket, '404 Not Found');
    if (stopping) return refuse(socket, '503 Service Unavailable');
    if (pending >= maxPending) return refuse(socket, '503 Service Unavailable');
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  };

  return {
    attach(server) {
      server.on('upgrade', handleUpgrade);
    },
    handleUpgrade,
    counts: () => ({ open: clients.size, ready: [...byUser.values()].reduce((sum, set) => sum + set.size, 0) }),
    async close() {
      stopping = true;
      unsubscribe();
      unGap();
      for (const client of clients) goodbye(client, 1001, 'server stopping');
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      for (const client of clients) client.ws.terminate();
    },
  };
}
