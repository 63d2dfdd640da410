/** Where the search history is kept on the device (plain key, like the session's). */
export const SEARCH_HISTORY_KEY = 'searchHistory';
/** How many past searches are kept. */
export const SEARCH_HISTORY_MAX = 10;

/** The past searches, newest first; an unreadable or missing entry reads as none. */
export function readSearchHistory(): string[] {
  try {
    const raw = localStorage.getItem(SEARCH_HISTORY_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed)
      ? parsed.filter((k): k is string => typeof k === 'string' && k.trim() !== '').slice(0, SEARCH_HISTORY_MAX)
      : [];
  } catch {
    return []; // storage disabled (private mode) or damaged
  }
}

function write(history: string[]) {
  try {
    if (history.length === 0) localStorage.removeItem(SEARCH_HISTORY_KEY);
    else localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(history));
  } catch {
    // Storage disabled: the history lives for this page only.
  }
}

/**
 * Puts a search at the front: an earlier search for the same words (ignoring case) moves up rather
 * than appearing twice, and only the newest ten are kept. Returns the new history.
 */
export function recordSearch(keyword: string, history = readSearchHistory()): string[] {
  const key = keyword.trim();
  if (!key) return history;
  const folded = key.toLocaleLowerCase();
  const next = [key, ...history.filter((k) => k.toLocaleLowerCase() !== folded)].slice(0, SEARCH_HISTORY_MAX);
  write(next);
  return next;
}

export function clearSearchHistory() {
  write([]);
}
