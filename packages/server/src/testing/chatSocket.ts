import { CHAT_SOCKET_PATH, type ChatServerFrame } from '@shop/api/contract';
import WebSocket from 'ws';

/** A test's chat socket: every frame it received, and waits for the next ones. */
export interface TestSocket {
  ws: WebSocket;
  frames: ChatServerFrame[];
  /** Resolves with the first frame (already received or next) that `match` accepts. */
  next<T extends ChatServerFrame['type']>(type: T, match?: (frame: Extract<ChatServerFrame, { type: T }>) => boolean, timeoutMs?: number): Promise<Extract<ChatServerFrame, { type: T }>>;
  closed: Promise<{ code: number; reason: string }>;
  send(frame: unknown): void;
  close(): void;
}

/** Opens a socket to `origin` (http://host:port) and, with a token, says hello and waits for `ready`. */
export async function openTestSocket(origin: string, token?: string): Promise<TestSocket> {
  const ws = new WebSocket(origin.replace(/^http/, 'ws') + CHAT_SOCKET_PATH);
  const frames: ChatServerFrame[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as ChatServerFrame);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => {
      resolve({ code, reason: reason.toString() });
      for (const wake of waiters) wake();
    }),
  );
  ws.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const socket: TestSocket = {
    ws,
    frames,
    closed,
    send: (frame) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    close: () => ws.close(),
    next: (type, match, timeoutMs = 2000) =>
      new Promise((resolve, reject) => {
        let seen = 0;
        const check = () => {
          for (; seen < frames.length; seen++) {
            const frame = frames[seen]!;
            if (frame.type === type && (!match || match(frame as never))) {
              cleanup();
              resolve(frame as never);
              return;
            }
          }
          if (ws.readyState === WebSocket.CLOSED) {
            cleanup();
            reject(new Error(`socket closed before a ${type} frame; got ${JSON.stringify(frames)}`));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no ${type} frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      }),
  };
  if (token) {
    socket.send({ type: 'hello', token });
    await socket.next('ready');
  }
  return socket;
}
