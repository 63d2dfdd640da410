import { createFakeChatServer, type FakeChatServer, type FakeChatServerOptions } from '@shop/api/mocks';
import { setChatSocketFactory } from '../features/chat/useChatConnection';

let server: FakeChatServer = createFakeChatServer();

/**
 * Every story gets a fresh fake chat server (preview's beforeEach), so no story opens a real
 * WebSocket and real-time arrivals happen when a play function says so. A story that needs the
 * channel to misbehave calls this again in its own beforeEach with options (`refuse`, `silent`).
 */
export function resetStoryChat(options: FakeChatServerOptions = {}) {
  server = createFakeChatServer(options);
  setChatSocketFactory(server.createSocket);
  return server;
}

/** The current story's fake chat server: push messages and read receipts from play functions. */
export const storyChat = (): FakeChatServer => server;
