import type { ChatClientFrame, ChatServerFrame } from '@shop/api/contract';

/**
 * The protocol's numbers (packages/api/src/contract/chatSocket.ts), carried here rather than
 * imported: that module builds its zod schemas when loaded, and importing one constant from it
 * brings 28 KiB of schemas into every chat screen. connection.test.ts checks they still match.
 */
export const CHAT_SOCKET_PATH = '/api/chat/socket';
export const CHAT_HEARTBEAT_MS = 25_000;
export const CHAT_PONG_WAIT_MS = 10_000;
export const CHAT_CLOSE_SESSION_GONE = 4401;

/**
 * The chat's push channel on the app side: one WebSocket per tab (the contract's protocol in
 * `packages/api/src/contract/chatSocket.ts`).
 *
 * Lifecycle
 * - `start()` opens the socket and sends `hello` with the session token in the first frame. The
 *   connection is `connecting` until the server answers `ready`, then `open`.
 * - While open it sends `ping` every `CHAT_HEARTBEAT_MS`; no `pong` within `CHAT_PONG_WAIT_MS`
 *   means a dead link (a phone that lost its network rarely sees a close), so it closes the socket
 *   and reconnects.
 * - Any close but 4401 reconnects after an exponential backoff with full jitter: the n-th attempt
 *   waits a random time up to min(30 s, 1 s × 2ⁿ), so a server restart does not bring every tab
 *   back in the same instant. The wait starts at 1 s again after a socket reached `ready`.
 * - Close code 4401 (or `denied`): the session is gone. It stops for good (`ended`) and calls
 *   `onSessionGone`; the app signs out as on a 403 answer.
 * - The browser going offline skips the wait: `offline` shows at once, and `online` reconnects now.
 * - Every `ready` emits a catch-up: nothing is delivered only by the socket, so whoever shows
 *   messages fetches what arrived while the socket was down (`after=<newest id held>`).
 *
 * Why a small class rather than an XState machine: the machines in `packages/domain` are business
 * flows shared with the server; this is a transport loop of one owner with three timers, and it is
 * unit-tested directly with fake timers and a fake socket (`connection.test.ts`).
 */

export type ConnectionState = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'offline' | 'ended';

/** What the connection needs of a WebSocket; the browser's and the tests' fake both fit. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type SocketFactory = (url: string) => SocketLike;

export type PushFrame = Extract<ChatServerFrame, { type: 'message' | 'read' }>;

export interface ConnectionSnapshot {
  state: ConnectionState;
  /** Round trip of the last answered ping, in milliseconds; null before the first. */
  lastRoundTripMs: number | null;
  /** When the last pong arrived (epoch ms). */
  lastPongAt: number | null;
  /** How many times a socket was opened again after the first. */
  reconnects: number;
}

export interface ConnectionOptions {
  /** The page's origin as `location` gives it; the socket goes to the same host. */
  location: { protocol: string; host: string };
  /** The stored session token, read at each connect (it may change while the tab lives). */
  token: () => string | null;
  createSocket?: SocketFactory;
  onSessionGone?: () => void;
  /** For tests: the clock and the random source of the jitter. */
  now?: () => number;
  random?: () => number;
  /** Whether the browser believes it is online (`navigator.onLine`). */
  online?: () => boolean;
}

export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;
const OPEN = 1;

/** The wait before reconnect attempt `attempt` (0-based): full jitter under a doubling cap. */
export function backoffDelay(attempt: number, random: () => number): number {
  const cap = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** attempt);
  // At least the base, so a server refusing at once is not hammered.
  return Math.max(BACKOFF_BASE_MS, Math.round(cap * random()));
}

export function socketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${CHAT_SOCKET_PATH}`;
}

const KNOWN_FRAMES = new Set(['ready', 'denied', 'pong', 'message', 'read']);

/**
 * The frame types this client acts on, checked by shape. The server builds frames from the
 * contract's schema; the client only needs to tell them apart, not to validate every field.
 */
function isServerFrame(value: unknown): value is ChatServerFrame {
  if (typeof value !== 'object' || value === null) return false;
  const frame = value as { type?: unknown; message?: unknown; conversationId?: unknown; by?: unknown };
  if (typeof frame.type !== 'string' || !KNOWN_FRAMES.has(frame.type)) return false;
  if (frame.type === 'message') {
    const message = frame.message as { id?: unknown; conversationId?: unknown } | null | undefined;
    return typeof message?.id === 'number' && typeof message.conversationId === 'number';
  }
  if (frame.type === 'read') return typeof frame.conversationId === 'number' && (frame.by === 'me' || frame.by === 'peer');
  return true;
}

export class ChatConnection {
  private socket: SocketLike | null = null;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private pingSentAt: number | null = null;
  private snapshot: ConnectionSnapshot = { state: 'idle', lastRoundTripMs: null, lastPongAt: null, reconnects: 0 };
  private everOpened = false;
  private readonly stateListeners = new Set<() => void>();
  private readonly frameListeners = new Set<(frame: PushFrame) => void>();
  private readonly catchUpListeners = new Set<() => void>();
  private readonly createSocket: SocketFactory;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly online: () => boolean;

  constructor(private readonly options: ConnectionOptions) {
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike);
    this.now = options.now ?? (() => Date.now());
    this.random = options.random ?? Math.random;
    this.online = options.online ?? (() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  }

  getSnapshot = (): ConnectionSnapshot => this.snapshot;

  /** For useSyncExternalStore. */
  subscribe = (listener: () => void) => {
    this.stateListeners.add(listener);
    return () => void this.stateListeners.delete(listener);
  };

  onFrame(listener: (frame: PushFrame) => void) {
    this.frameListeners.add(listener);
    return () => void this.frameListeners.delete(listener);
  }

  /** Called after every `ready`: fetch what may have been missed. */
  onCatchUp(listener: () => void) {
    this.catchUpListeners.add(listener);
    return () => void this.catchUpListeners.delete(listener);
  }

  /** Opens the socket unless one is open or on its way; a no-op once ended. */
  start() {
    if (this.snapshot.state !== 'idle') return;
    this.connect();
  }

  /** Drops the socket and reconnects now (the connection check's button; `online` events). */
  reconnectNow() {
    if (this.snapshot.state === 'ended') return;
    this.clearTimers();
    this.attempt = 0;
    this.detach(true);
    this.connect();
  }

  /** Closes for good: sign-out, or the tab's last chat screen left with nothing else listening. */
  stop() {
    this.clearTimers();
    this.detach(true);
    this.set({ state: 'idle' });
  }

  /** The browser says the network is back or gone (`online` / `offline` events). */
  networkChanged(online: boolean) {
    if (this.snapshot.state === 'ended' || this.snapshot.state === 'idle') return;
    if (online) {
      if (this.snapshot.state !== 'open' && this.snapshot.state !== 'connecting') this.reconnectNow();
    } else {
      this.clearTimers();
      this.detach(true);
      this.set({ state: 'offline' });
    }
  }

  private set(patch: Partial<ConnectionSnapshot>) {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of [...this.stateListeners]) listener();
  }

  private connect() {
    const token = this.options.token();
    if (!token) {
      this.set({ state: 'idle' });
      return;
    }
    if (!this.online()) {
      this.set({ state: 'offline' });
      return;
    }
    if (this.everOpened) this.set({ reconnects: this.snapshot.reconnects + 1 });
    this.everOpened = true;
    this.set({ state: this.attempt === 0 && this.snapshot.state !== 'reconnecting' ? 'connecting' : 'reconnecting' });
    let socket: SocketLike;
    try {
      socket = this.createSocket(socketUrl(this.options.location));
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => this.send({ type: 'hello', token });
    socket.onmessage = (event) => this.receive(event.data);
    socket.onerror = () => undefined; // a close follows; that is where it reconnects
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.stopHeartbeat();
      if (event.code === CHAT_CLOSE_SESSION_GONE) this.end();
      else this.scheduleReconnect();
    };
  }

  private receive(data: unknown) {
    if (typeof data !== 'string') return;
    let frame: ChatServerFrame;
    try {
      const parsed: unknown = JSON.parse(data);
      // A frame this client does not know (a newer server's) is ignored, not an error.
      if (!isServerFrame(parsed)) return;
      frame = parsed;
    } catch {
      return;
    }
    switch (frame.type) {
      case 'ready':
        this.attempt = 0;
        this.set({ state: 'open' });
        this.startHeartbeat();
        for (const listener of [...this.catchUpListeners]) listener();
        return;
      case 'denied':
        this.end();
        return;
      case 'pong':
        if (this.pingSentAt !== null) {
          const at = this.now();
          this.set({ lastRoundTripMs: at - this.pingSentAt, lastPongAt: at });
        }
        this.pingSentAt = null;
        clearTimeout(this.pongTimer);
        this.pongTimer = undefined;
        return;
      default:
        for (const listener of [...this.frameListeners]) listener(frame);
    }
  }

  private send(frame: ChatClientFrame) {
    if (this.socket && this.socket.readyState === OPEN) this.socket.send(JSON.stringify(frame));
  }

  private startHeartbeat() {
    this.stopHeartbeat();
    this.pingTimer = setInterval(() => {
      this.pingSentAt = this.now();
      this.send({ type: 'ping' });
      clearTimeout(this.pongTimer);
      this.pongTimer = setTimeout(() => {
        // No answer: the link is dead even if the socket never said so.
        this.detach(true);
        this.scheduleReconnect();
      }, CHAT_PONG_WAIT_MS);
    }, CHAT_HEARTBEAT_MS);
  }

  private stopHeartbeat() {
    clearInterval(this.pingTimer);
    clearTimeout(this.pongTimer);
    this.pingTimer = undefined;
    this.pongTimer = undefined;
    this.pingSentAt = null;
  }

  private scheduleReconnect() {
    this.stopHeartbeat();
    clearTimeout(this.retryTimer);
    if (!this.online()) {
      this.set({ state: 'offline' });
      return;
    }
    const delay = backoffDelay(this.attempt, this.random);
    this.attempt += 1;
    this.set({ state: 'reconnecting' });
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connect();
    }, delay);
  }

  private end() {
    this.clearTimers();
    this.detach(true);
    this.set({ state: 'ended' });
    this.options.onSessionGone?.();
  }

  /** Forgets the current socket (its late events are ignored) and closes it when asked. */
  private detach(close: boolean) {
    const socket = this.socket;
    this.socket = null;
    this.stopHeartbeat();
    if (socket) {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.onerror = null;
      if (close) {
        try {
          socket.close(1000);
        } catch {
          // already closed
        }
      }
    }
  }

  private clearTimers() {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.stopHeartbeat();
  }
}
