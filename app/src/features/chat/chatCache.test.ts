import { describe, expect, it } from 'vitest';
import { flattenMessages, markRead, mergeMessages, newestId, olderPageParam, type ChatMessage, type MessagePages } from './chatCache';

const message = (id: number, patch: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  conversationId: 1,
  mine: id % 2 === 0,
  kind: 'text',
  content: `m${id}`,
  product: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  read: false,
  ...patch,
});

/** Newest page first, as the backwards infinite query holds them. */
const pages = (...lists: number[][]): MessagePages => ({
  pages: lists.map((ids, index) => ({ list: ids.map((id) => message(id)), hasMore: index < lists.length - 1 })),
  pageParams: lists.map((ids, index) => (index === 0 ? undefined : Math.min(...lists[index - 1]!))),
});

describe('chat cache merge', () => {
  it('flattens older pages before newer ones, oldest first', () => {
    expect(flattenMessages(pages([5, 6], [3, 4], [1, 2])).map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(flattenMessages(undefined)).toEqual([]);
  });

  it('adds new messages to the newest page in id order', () => {
    const merged = mergeMessages(pages([5, 6], [3, 4]), [message(9), message(7)]);
    expect(merged!.pages[0]!.list.map((m) => m.id)).toEqual([5, 6, 7, 9]);
    expect(merged!.pages[1]!.list.map((m) => m.id)).toEqual([3, 4]);
  });

  it('never shows a message twice: a pushed one that catch-up brings again replaces it', () => {
    const once = mergeMessages(pages([5, 6]), [message(7)]);
    const twice = mergeMessages(once, [message(7, { read: true }), message(6, { read: true })]);
    expect(flattenMessages(twice).map((m) => [m.id, m.read])).toEqual([
      [5, false],
      [6, true],
      [7, true],
    ]);
  });

  it('replaces a message held in an older page where it is', () => {
    const merged = mergeMessages(pages([5, 6], [3, 4]), [message(3, { content: 'edited' })]);
    expect(merged!.pages[1]!.list[0]!.content).toBe('edited');
    expect(merged!.pages[0]!.list).toHaveLength(2);
  });

  it('leaves an absent cache alone (the page loads it itself)', () => {
    expect(mergeMessages(undefined, [message(1)])).toBeUndefined();
  });

  it('knows the newest id held for catch-up, 0 for none', () => {
    expect(newestId(pages([5, 6], [3, 4]))).toBe(6);
    expect(newestId(pages([]))).toBe(0);
  });

  it('marks read only what matches and keeps untouched pages as they were', () => {
    const data = pages([5, 6], [3, 4]);
    const read = markRead(data, (m) => m.mine && m.id > 4);
    expect(flattenMessages(read).filter((m) => m.read).map((m) => m.id)).toEqual([6]);
    expect(read!.pages[1]).toBe(data.pages[1]);
  });

  it('asks for older pages before the oldest id while more remain', () => {
    expect(olderPageParam({ list: [message(5), message(6)], hasMore: true })).toBe(5);
    expect(olderPageParam({ list: [message(5)], hasMore: false })).toBeUndefined();
  });
});
