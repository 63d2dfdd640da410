import { ApiError } from '../../http/errors';

/**
 * Runs work for one key (a buyer's payment password) one at a time in this process, in arrival
 * order, so the attempt limit sees each try's outcome before the next is counted: a buyer whose
 * app pays several orders at once with the right PIN is never refused for tries still in flight.
 * At most `maxWaiting` wait per key; one more is refused at once (429), so a flood on one account
 * cannot pile up memory or connections.
 *
 * With several processes (WORKERS=N, several machines) this is an optimisation, not the guard:
 * - The limit itself is the atomic count in PostgreSQL (`users.pay_password_failures`, counted
 *   before the PIN is compared), so guesses spread over every process still lock after five; the
 *   two-process test in scale/ proves it.
 * - What is per process is only the courtesy above: right PINs of one buyer in flight on
 *   *different* processes at the same moment each hold a number until their check ends. A false
 *   lock would need five or more of them at once, and the app never sends that: it pays several
 *   orders in one `payBalance` call, with one PIN.
 * Backing this with a PostgreSQL lock (advisory or the user's row) would hold a pooled connection
 * through each ~60 ms scrypt check, which is what caps payments per second; that trade is not
 * worth it for a case the app does not produce.
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
