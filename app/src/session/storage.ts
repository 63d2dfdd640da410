import type { StoredSession } from '@shop/domain';
import type { User } from '@shop/api';

/**
 * What the app persists (spec section 3: token, openId, userInfo; and the chosen locale).
 * Keys are plain so an operator's existing app and this one can share a device's storage.
 */
export const STORAGE_KEYS = {
  token: 'token',
  openId: 'openId',
  userInfo: 'userInfo',
  locale: 'locale',
  /** A visitor's cart, kept on the device until sign-in merges it into the server's (pages/cart/guestCart). */
  guestCart: 'guestCart',
} as const;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode): behave as signed out
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage disabled: the session lives for this page only.
  }
}

export function readSession(): StoredSession<User> {
  let userInfo: User | null = null;
  try {
    const raw = read(STORAGE_KEYS.userInfo);
    userInfo = raw ? (JSON.parse(raw) as User) : null;
  } catch {
    userInfo = null;
  }
  return { token: read(STORAGE_KEYS.token), openId: read(STORAGE_KEYS.openId), userInfo };
}

export function saveSession(session: StoredSession<User>) {
  write(STORAGE_KEYS.token, session.token);
  write(STORAGE_KEYS.openId, session.openId);
  write(STORAGE_KEYS.userInfo, session.userInfo ? JSON.stringify(session.userInfo) : null);
}

export function clearSession() {
  saveSession({ token: null, openId: null, userInfo: null });
}

/** The guard's test (spec section 2): a visitor is someone without stored user info. */
export function hasStoredUser(): boolean {
  return read(STORAGE_KEYS.userInfo) !== null && read(STORAGE_KEYS.token) !== null;
}

export function readStoredLocale(): string | null {
  return read(STORAGE_KEYS.locale);
}

export function storeLocale(locale: string) {
  write(STORAGE_KEYS.locale, locale);
}
