import { useCallback, useEffect, useRef, useState } from 'react';

/** Anything the queue shows: it stays `duration` ms; 0 or less stays until removed. */
export interface Timed {
  duration: number;
}

/**
 * A first-in, first-out queue of timed messages showing one at a time (shared by Toast and
 * Notify). The head's timer starts only when it becomes visible, so a burst of messages is read
 * one after another instead of being swallowed.
 */
export function useMessageQueue<T extends Timed>() {
  const [items, setItems] = useState<(T & { id: number })[]>([]);
  const nextId = useRef(0);

  const push = useCallback((item: T) => {
    nextId.current += 1;
    const id = nextId.current;
    setItems((queue) => [...queue, { ...item, id }]);
    return id;
  }, []);

  const remove = useCallback(
    (id: number) => setItems((queue) => queue.filter((item) => item.id !== id)),
    [],
  );
  const clear = useCallback(() => setItems([]), []);

  const current = items[0];
  useEffect(() => {
    if (!current || current.duration <= 0) return;
    const timer = setTimeout(() => remove(current.id), current.duration);
    return () => clearTimeout(timer);
  }, [current, remove]);

  return { current, waiting: items.length - (current ? 1 : 0), push, remove, clear };
}
