import { createElement, lazy, type ComponentType } from 'react';

interface CountProps {
  onCount: (count: number) => void;
}

let loaded: ComponentType<CountProps> | null = null;
const load = () => import('./SignedInChatUnread').then(({ SignedInChatUnread }) => (loaded = SignedInChatUnread));
const LazyUnread = lazy(() => load().then((component) => ({ default: component })));

/**
 * The tab bar's unread chat total (SignedInChatUnread), loaded when a signed-in tab bar first
 * shows; after that it renders directly, as the cart count does (cartCountLoader).
 */
export function ChatUnreadReporter(props: CountProps) {
  return loaded ? createElement(loaded, props) : <LazyUnread {...props} />;
}

/** Loads it ahead: stories, like the cart count. */
export const preloadChatUnread = () => load().then(() => undefined);
