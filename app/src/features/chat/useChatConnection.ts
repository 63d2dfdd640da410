import { useEffect, useSyncExternalStore } from 'react';
import { useApi } from '../../api/useApi';
import { readSession } from '../../session/storage';
import { selectUserId, useSession } from '../../session/SessionProvider';
import { ChatConnection, type ConnectionSnapshot, type SocketFactory } from './connection';

/**
 * The tab's one chat connection, made on first use by a signed-in screen (the tab bar's unread
 * badge, a chat screen), never by a visitor's first visit. Screens share it: a second chat
 * screen does not open a second socket.
 */
let connection: ChatConnection | null = null;
let socketFactory: SocketFactory | undefined;
let connectedUser: number | null = null;
const sessionGoneHandlers = new Set<() => void>();

/**
 * Where the socket goes: the API's origin. The app may be pointed at another backend
 * (`VITE_API_BASE_URL`, see appApi.ts); by default that is the page's own origin.
 */
function apiOrigin(): { protocol: string; host: string } {
  const base = import.meta.env.VITE_API_BASE_URL;
  if (base && /^https?:\/\//.test(base)) {
    const url = new URL(base);
    return { protocol: url.protocol, host: url.host };
  }
  return window.location;
}

function theConnection(): ChatConnection {
  connection ??= new ChatConnection({
    location: apiOrigin(),
    token: () => readSession().token,
    createSocket: socketFactory,
    onSessionGone: () => sessionGoneHandlers.forEach((handler) => handler()),
  });
  return connection;
}

/**
 * Stories and tests: the sockets come from `factory` (the mocks' fake chat server). Drops the
 * current connection, so the next screen makes one with the fake.
 */
export function setChatSocketFactory(factory: SocketFactory | undefined) {
  connection?.stop();
  connection = null;
  connectedUser = null;
  socketFactory = factory;
}

/**
 * The connection for a signed-in screen: started while any screen uses it, its state for
 * banners, and restarted when another user signs in in this tab (the socket speaks for whoever
 * sent `hello`).
 */
export function useChatConnection(): { connection: ChatConnection; snapshot: ConnectionSnapshot } {
  const api = useApi();
  const userId = useSession(selectUserId);
  const current = theConnection();
  useEffect(() => {
    if (userId === null) {
      current.stop();
      connectedUser = null;
      return;
    }
    // Another user signed in, or the socket ended (4401) while no screen listened and someone has
    // signed in again since: start over with the stored token.
    if ((connectedUser !== null && connectedUser !== userId) || current.getSnapshot().state === 'ended') current.stop();
    connectedUser = userId;
    current.start();
    // 4401: the socket has no way to the sign-out flow but the request client's. One
    // authenticated request meets the same refusal and runs it as any 403 does (toast, clear the
    // session, go to login), once however many screens ask.
    const onGone = () => void api.request('chatUnread', undefined, { silent: false }).catch(() => undefined);
    sessionGoneHandlers.add(onGone);
    const online = () => current.networkChanged(true);
    const offline = () => current.networkChanged(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      sessionGoneHandlers.delete(onGone);
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [api, current, userId]);
  const snapshot = useSyncExternalStore(current.subscribe, current.getSnapshot);
  return { connection: current, snapshot };
}
