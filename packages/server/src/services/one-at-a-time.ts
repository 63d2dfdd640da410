import { ApiError } from '../http/errors';

/**
 * Runs work for one key (a buyer's payment password) one at a time in this process, in arrival
 * order, so the attempt limit sees each try's outcome before the next is counted: a buyer whose
 * app pays several orders at once with the right PIN is never refused for tries still in flight.
 * The database's atomic count still holds the limit across processes; this only orders the tries
 * of one process. At most `maxWaiting` wait per key; one more is refused at once (429), so a
 * flood on one account cannot pile up memory or connections.
 */
export class OneAtATime {
  private readonly tails = new Map<string, { tail: Promise<void>; waiting: number }>();

  constructor(private readonly maxWaiting: number) {}

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const entry = this.tails.get(key) ?? { tail: Promise.resolve(), waiting: 0 };
    if (entry.waiting >= this.maxWaiting) throw new ApiError('tooManyRequests', { seconds: 1 });
    entry.waiting++;
    const previous = entry.tail;
    let release!: () => void;
    entry.tail = new Promise<void>((resolve) => (release = resolve));
    this.tails.set(key, entry);
    await previous;
    try {
      return await work();
    } finally {
      entry.waiting--;
      release();
      if (entry.waiting === 0) this.tails.delete(key);
    }
  }
}
