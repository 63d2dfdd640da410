import { ApiError } from '../http/errors';

/**
 * Bounds the password and PIN hashing a process does at once.
 *
 * scrypt runs on libuv's thread pool (4 threads by default), which Node shares with file access,
 * zlib and Web Crypto. Forty parallel logins used to fill every thread for seconds, and every
 * other request that needed one, ordinary reads included, waited behind them. At most
 * `concurrency` hashes run at once (fewer than the pool's threads, so others stay free); a
 * short queue absorbs a burst of real sign-ins; past it a request is refused at once with 429 and
 * a retry-after, instead of waiting for its turn while holding a connection.
 */
export class HashGate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  /** Average time of one hash, for the retry-after estimate (ms). */
  private averageMs = 100;
  /** Hashes started since the process began (tests count password checks with it). */
  started = 0;

  constructor(
    private concurrency: number,
    private queueLimit: number,
  ) {}

  configure(concurrency: number, queueLimit: number) {
    this.concurrency = Math.max(1, Math.floor(concurrency));
    this.queueLimit = Math.max(0, Math.floor(queueLimit));
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.concurrency) {
      if (this.waiting.length >= this.queueLimit) {
        const rounds = Math.ceil((this.waiting.length + 1) / this.concurrency);
        throw new ApiError('tooManyRequests', { seconds: Math.max(1, Math.ceil((rounds * this.averageMs) / 1000)) });
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active++;
    }
    this.started++;
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.averageMs = this.averageMs * 0.8 + (performance.now() - started) * 0.2;
      // The slot passes straight to the next in line, so `active` never dips and a newcomer
      // cannot overtake the queue.
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }

  get stats() {
    return { active: this.active, waiting: this.waiting.length };
  }
}

/** One gate per process: it guards this process's CPU and thread pool. */
export const hashGate = new HashGate(2, 16);
