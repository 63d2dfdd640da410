import type { InfiniteData } from '@tanstack/react-query';
import type { DataOf, Endpoints } from '@shop/api/contract';

/**
 * The chat's query cache (its keys are in this folder's api.ts): the pure merging of messages
 * the socket pushes or catch-up fetches into the pages `useInfiniteQuery` holds.
 *
 * A conversation's messages are an infinite query paged backwards: `pages[0]` is the newest page
 * (asked with no `before`), each later page is older (`before` = the oldest id of the one before).
 * New messages (pushed, caught up, sent) go into `pages[0]`. Messages are keyed by id: one that
 * is already held anywhere is replaced (its `read` may have changed), never added twice, and each
 * page stays sorted by id, which is the server's order.
 */

export type ChatMessage = DataOf<Endpoints['chatSend']>;
export type Conversation = DataOf<Endpoints['chatOpen']>;
export type MessagePage = DataOf<Endpoints['chatMessages']>;
export type MessagePages = InfiniteData<MessagePage, number | undefined>;
export type ConversationScope = 'buyer' | 'store' | 'staff';

const byId = (a: ChatMessage, b: ChatMessage) => a.id - b.id;

/** Every message held, oldest first, each once. */
export function flattenMessages(data: MessagePages | undefined): ChatMessage[] {
  if (!data) return [];
  const seen = new Map<number, ChatMessage>();
  for (const page of data.pages) for (const message of page.list) seen.set(message.id, message);
  return [...seen.values()].sort(byId);
}

/** The newest id held, for `after=`; 0 when nothing is held (the server answers from the start). */
export function newestId(data: MessagePages | undefined): number {
  let newest = 0;
  for (const page of data?.pages ?? []) for (const message of page.list) newest = Math.max(newest, message.id);
  return newest;
}

/** `data` with `incoming` merged by id: replaced where held, added to the newest page otherwise. */
export function mergeMessages(data: MessagePages | undefined, incoming: readonly ChatMessage[]): MessagePages | undefined {
  if (!data || data.pages.length === 0 || incoming.length === 0) return data;
  const updates = new Map(incoming.map((message) => [message.id, message]));
  const pages = data.pages.map((page) => {
    let changed = false;
    const list = page.list.map((message) => {
      const update = updates.get(message.id);
      if (!update) return message;
      updates.delete(message.id);
      changed = true;
      return update;
    });
    return changed ? { ...page, list } : page;
  });
  if (updates.size > 0) {
    const [newest, ...older] = pages;
    pages.splice(0, pages.length, { ...newest!, list: [...newest!.list, ...updates.values()].sort(byId) }, ...older);
  }
  return { ...data, pages };
}

/** Every message matching `which` marked read (a `read` frame, or the reader marking). */
export function markRead(data: MessagePages | undefined, which: (message: ChatMessage) => boolean): MessagePages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.list.some((message) => which(message) && !message.read)
        ? { ...page, list: page.list.map((message) => (which(message) && !message.read ? { ...message, read: true } : message)) }
        : page,
    ),
  };
}

/** The id `before` for the next older page: the oldest id of the last (oldest) page, if it says more remain. */
export function olderPageParam(last: MessagePage): number | undefined {
  if (!last.hasMore || last.list.length === 0) return undefined;
  return Math.min(...last.list.map((message) => message.id));
}
