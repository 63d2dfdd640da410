import type { z } from 'zod';
import { CHAT_CLOSE_SESSION_GONE, type ChatClientFrame, type ChatServerFrame } from '../contract/chatSocket';
import type { chatMessageSchema } from '../contract/endpoints/chat';
import { MOCK_TOKENS } from './fixtures';

type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * A fake of the chat's push channel for stories and unit tests: sockets that speak the contract's
 * protocol (`hello` → `ready`, `ping` → `pong`) with no network, and a handle to push `message` and
 * `read` frames when a story says so, so real-time arrivals are deterministic.
 *
 * Its sockets have the shape of the browser's WebSocket that the app's connection uses
 * (`readyState`, `send`, `close`, `onopen`/`onmessage`/`onclose`/`onerror`). Events are delivered
 * in microtasks, so a story's `await` sees them and nothing depends on a timer.
 */
export interface FakeChatSocket {
  readyState: number;
  url: string;
  sent: ChatClientFrame[];
  send(data: string): void;
  close(code?: number): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export interface FakeChatServerOptions {
  /** Never answer `hello`: the connection stays `connecting` (or pings go unanswered). */
  silent?: boolean;
  /** Refuse every connection (close before `ready`): the app shows it reconnecting. */
  refuse?: boolean;
  /** Tokens it accepts; by default the mock personas'. */
  tokens?: readonly string[];
}

export interface FakeChatServer {
  /** The constructor to hand the app's connection (`createSocket`). */
  createSocket: (url: string) => FakeChatSocket;
  /** Every socket made so far, newest last. */
  sockets: FakeChatSocket[];
  /** Pushes a message to every ready socket. */
  pushMessage(message: ChatMessage): void;
  pushRead(conversationId: number, by: 'me' | 'peer'): void;
  /** Drops every socket as a failing server would (code 1006 by default). */
  dropAll(code?: number): void;
}

const CONNECTING = 0;
const OPEN = 1;
const CLOSED = 3;

export function createFakeChatServer(options: FakeChatServerOptions = {}): FakeChatServer {
  const accepted = new Set(options.tokens ?? Object.values(MOCK_TOKENS));
  const sockets: FakeChatSocket[] = [];
  const ready = new Set<FakeChatSocket>();
  const deliver = (socket: FakeChatSocket, frame: ChatServerFrame) =>
    queueMicrotask(() => {
      if (socket.readyState === OPEN) socket.onmessage?.({ data: JSON.stringify(frame) });
    });
  const closeSocket = (socket: FakeChatSocket, code: number) => {
    if (socket.readyState === CLOSED) return;
    socket.readyState = CLOSED;
    ready.delete(socket);
    queueMicrotask(() => socket.onclose?.({ code }));
  };

  const createSocket = (url: string): FakeChatSocket => {
    const socket: FakeChatSocket = {
      readyState: CONNECTING,
      url,
      sent: [],
      onopen: null,
      onmessage: null,
      onclose: null,
      onerror: null,
      send(data) {
        const frame = JSON.parse(data) as ChatClientFrame;
        socket.sent.push(frame);
        if (options.silent) return;
        if (frame.type === 'hello') {
          if (!accepted.has(frame.token)) {
            deliver(socket, { type: 'denied' });
            queueMicrotask(() => closeSocket(socket, CHAT_CLOSE_SESSION_GONE));
            return;
          }
          ready.add(socket);
          deliver(socket, { type: 'ready' });
        } else if (frame.type === 'ping') deliver(socket, { type: 'pong' });
      },
      close(code = 1000) {
        closeSocket(socket, code);
      },
    };
    sockets.push(socket);
    queueMicrotask(() => {
      if (options.refuse) {
        closeSocket(socket, 1006);
        return;
      }
      socket.readyState = OPEN;
      socket.onopen?.({});
    });
    return socket;
  };

  return {
    createSocket,
    sockets,
    pushMessage: (message) => ready.forEach((socket) => deliver(socket, { type: 'message', message })),
    pushRead: (conversationId, by) => ready.forEach((socket) => deliver(socket, { type: 'read', conversationId, by })),
    dropAll: (code = 1006) => [...sockets].forEach((socket) => closeSocket(socket, code)),
  };
}
