import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as contract from '@shop/api/contract';
import { MOCK_TOKENS } from '@shop/api/mocks';
import { createFakeChatServer } from '@shop/api/mocks';
import {
  BACKOFF_MAX_MS,
  CHAT_CLOSE_SESSION_GONE,
  CHAT_HEARTBEAT_MS,
  CHAT_PONG_WAIT_MS,
  CHAT_SOCKET_PATH,
  ChatConnection,
  backoffDelay,
  socketUrl,
  type ConnectionOptions,
} from './connection';

const location = { protocol: 'https:', host: 'shop.example.com' };

function connect(options: Partial<ConnectionOptions> & { server?: ReturnType<typeof createFakeChatServer> } = {}) {
  const server = options.server ?? createFakeChatServer();
  const connection = new ChatConnection({
    location,
    token: () => MOCK_TOKENS.buyer,
    createSocket: server.createSocket,
    random: () => 1,
    online: () => true,
    ...options,
  });
  return { server, connection };
}

/** Lets the fake server's microtasks run. */
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('chat connection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("carries the contract's numbers (kept apart so the chat screens do not load its schemas)", () => {
    expect({ CHAT_SOCKET_PATH, CHAT_HEARTBEAT_MS, CHAT_PONG_WAIT_MS, CHAT_CLOSE_SESSION_GONE }).toEqual({
      CHAT_SOCKET_PATH: contract.CHAT_SOCKET_PATH,
      CHAT_HEARTBEAT_MS: contract.CHAT_HEARTBEAT_MS,
      CHAT_PONG_WAIT_MS: contract.CHAT_PONG_WAIT_MS,
      CHAT_CLOSE_SESSION_GONE: contract.CHAT_CLOSE_SESSION_GONE,
    });
  });

  it('ignores frames it does not know', async () => {
    const { server, connection } = connect();
    const frames = vi.fn();
    connection.onFrame(frames);
    connection.start();
    await flush();
    const socket = server.sockets[0]!;
    socket.onmessage?.({ data: JSON.stringify({ type: 'typing', conversationId: 2 }) });
    socket.onmessage?.({ data: JSON.stringify({ type: 'message', message: null }) });
    socket.onmessage?.({ data: 'not json' });
    expect(frames).not.toHaveBeenCalled();
    expect(connection.getSnapshot().state).toBe('open');
  });

  it('goes to the page origin over wss for https and ws for http', () => {
    expect(socketUrl(location)).toBe('wss://shop.example.com/api/chat/socket');
    expect(socketUrl({ protocol: 'http:', host: '127.0.0.1:8080' })).toBe('ws://127.0.0.1:8080/api/chat/socket');
  });

  it('says hello with the token, is open on ready, and signals a catch-up', async () => {
    const { server, connection } = connect();
    const catchUp = vi.fn();
    connection.onCatchUp(catchUp);
    connection.start();
    expect(connection.getSnapshot().state).toBe('connecting');
    await flush();
    expect(server.sockets[0]!.sent[0]).toEqual({ type: 'hello', token: MOCK_TOKENS.buyer });
    expect(connection.getSnapshot().state).toBe('open');
    expect(catchUp).toHaveBeenCalledTimes(1);
  });

  it('hands message and read frames to subscribers', async () => {
    const { server, connection } = connect();
    const frames = vi.fn();
    connection.onFrame(frames);
    connection.start();
    await flush();
    server.pushRead(2, 'peer');
    await flush();
    expect(frames).toHaveBeenCalledWith({ type: 'read', conversationId: 2, by: 'peer' });
  });

  it('pings on the heartbeat and records the round trip', async () => {
    const { server, connection } = connect();
    connection.start();
    await flush();
    await vi.advanceTimersByTimeAsync(CHAT_HEARTBEAT_MS);
    expect(server.sockets[0]!.sent.at(-1)).toEqual({ type: 'ping' });
    expect(connection.getSnapshot().lastRoundTripMs).toBe(0);
    expect(connection.getSnapshot().state).toBe('open');
  });

  it('reconnects when no pong comes back, and catches up again', async () => {
    const server = createFakeChatServer();
    const { connection } = connect({ server });
    const catchUp = vi.fn();
    connection.onCatchUp(catchUp);
    connection.start();
    await flush();
    // The link dies silently: pings go out, nothing answers.
    server.sockets[0]!.send = () => undefined;
    await vi.advanceTimersByTimeAsync(CHAT_HEARTBEAT_MS + CHAT_PONG_WAIT_MS);
    expect(connection.getSnapshot().state).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.sockets).toHaveLength(2);
    expect(connection.getSnapshot()).toMatchObject({ state: 'open', reconnects: 1 });
    expect(catchUp).toHaveBeenCalledTimes(2);
  });

  it('backs off exponentially up to 30 s, with jitter, while the server refuses', async () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => backoffDelay(n, () => 1))).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(backoffDelay(4, () => 0.5)).toBe(8_000);
    expect(backoffDelay(3, () => 0)).toBe(1_000);

    const refusing = createFakeChatServer({ refuse: true });
    const { connection } = connect({ server: refusing });
    connection.start();
    await flush();
    const waits = [1_000, 2_000, 4_000, 8_000, 16_000, BACKOFF_MAX_MS, BACKOFF_MAX_MS];
    for (const [index, wait] of waits.entries()) {
      expect(refusing.sockets).toHaveLength(index + 1);
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(refusing.sockets).toHaveLength(index + 1);
      await vi.advanceTimersByTimeAsync(1);
    }
    expect(connection.getSnapshot().state).toBe('reconnecting');
  });

  it('stops for good on 4401 and reports the session gone', async () => {
    const onSessionGone = vi.fn();
    const server = createFakeChatServer({ tokens: [] });
    const { connection } = connect({ server, onSessionGone });
    connection.start();
    await flush();
    await flush();
    expect(connection.getSnapshot().state).toBe('ended');
    expect(onSessionGone).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(BACKOFF_MAX_MS * 2);
    expect(server.sockets).toHaveLength(1);
  });

  it('is offline without a network and reconnects at once when it returns', async () => {
    let online = true;
    const { server, connection } = connect({ online: () => online });
    connection.start();
    await flush();
    online = false;
    connection.networkChanged(false);
    expect(connection.getSnapshot().state).toBe('offline');
    online = true;
    connection.networkChanged(true);
    await flush();
    expect(server.sockets).toHaveLength(2);
    expect(connection.getSnapshot().state).toBe('open');
  });

  it('reconnects now on request and counts it', async () => {
    const { server, connection } = connect();
    connection.start();
    await flush();
    connection.reconnectNow();
    await flush();
    expect(server.sockets).toHaveLength(2);
    expect(server.sockets[0]!.readyState).toBe(3);
    expect(connection.getSnapshot()).toMatchObject({ state: 'open', reconnects: 1 });
  });

  it('does not connect without a token', () => {
    const { server, connection } = connect({ token: () => null });
    connection.start();
    expect(server.sockets).toHaveLength(0);
    expect(connection.getSnapshot().state).toBe('idle');
  });
});
