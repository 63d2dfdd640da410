import { ApiError } from '../../http/errors';

/**
 * Bounds the images a process decodes and re-encodes at once.
 *
 * A 40-megapixel image is 120 MB of pixels once decoded, and an encoder that needs the whole
 * picture (WebP, a turned or progressive image, mozjpeg's optimised JPEG) holds two or three
 * times that. Every upload used to start decoding on arrival, four at a time on libuv's thread
 * pool: eight such uploads took a server from 516 MB to 1.3 GB, and the pool's threads (which
 * password hashing and file access share) were busy for minutes.
 *
 * At most `concurrency` images are worked on at once; an image that must be held whole in
 * memory and is large (images.ts decides) takes every slot, so it runs alone. Up to `queueLimit`
 * more wait their turn, first come first served, each for at most `maxWaitMs` (under the proxy's
 * read timeout); past either bound a request is refused with 429 and a retry-after, instead of
 * holding its bytes and its connection while it waits.
 */
export class DecodeGate {
  /** Slots in use (an exclusive image holds all of them). */
  private active = 0;
  /** Images being worked on. */
  private running = 0;
  private readonly waiting: Array<{ exclusive: boolean; grant: (weight: number) => void; timer: NodeJS.Timeout }> = [];
  /** Average time one image holds its slot, for the retry-after estimate (ms). */
  private averageMs = 500;
  /** The most images ever worked on at once (tests read it). */
  highWater = 0;

  constructor(
    private concurrency: number,
    private queueLimit: number,
    private maxWaitMs: number,
  ) {}

  configure(concurrency: number, queueLimit: number, maxWaitMs = this.maxWaitMs) {
    this.concurrency = Math.max(1, Math.floor(concurrency));
    this.queueLimit = Math.max(0, Math.floor(queueLimit));
    this.maxWaitMs = Math.max(0, maxWaitMs);
  }

  async run<T>(work: () => Promise<T>, options: { exclusive?: boolean } = {}): Promise<T> {
    const exclusive = options.exclusive ?? false;
    let weight = this.weight(exclusive);
    // Nobody overtakes the queue: a newcomer runs at once only when no one is waiting.
    if (this.waiting.length === 0 && this.active + weight <= this.concurrency) {
      this.active += weight;
    } else {
      if (this.waiting.length >= this.queueLimit) throw this.busy(this.waiting.length + 1);
      weight = await new Promise<number>((resolve, reject) => {
        const waiter = {
          exclusive,
          grant: resolve,
          timer: setTimeout(() => {
            const index = this.waiting.indexOf(waiter);
            if (index >= 0) this.waiting.splice(index, 1);
            reject(this.busy(index + 1));
            // An exclusive image leaving the head of the queue may let the next ones start.
            this.pump();
          }, this.maxWaitMs),
        };
        this.waiting.push(waiter);
      });
    }
    this.running++;
    this.highWater = Math.max(this.highWater, this.running);
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.averageMs = this.averageMs * 0.8 + (performance.now() - started) * 0.2;
      this.running--;
      this.active -= weight;
      this.pump();
    }
  }

  get stats() {
    return { active: this.active, running: this.running, waiting: this.waiting.length };
  }

  private weight(exclusive: boolean) {
    return exclusive ? this.concurrency : 1;
  }

  /** Starts waiting images, in order, while their slots are free. */
  private pump() {
    for (let head = this.waiting[0]; head; head = this.waiting[0]) {
      const weight = this.weight(head.exclusive);
      if (this.active + weight > this.concurrency) return;
      this.waiting.shift();
      clearTimeout(head.timer);
      this.active += weight;
      head.grant(weight);
    }
  }

  /** "Too many requests", with the seconds until about `place` images ahead would be done. */
  private busy(place: number) {
    const rounds = Math.ceil(place / this.concurrency) + 1;
    return new ApiError('tooManyRequests', { seconds: Math.max(1, Math.ceil((rounds * this.averageMs) / 1000)) });
  }
}

/** Longest an upload waits for its turn: well under the proxy's 30 s read timeout (docs/DEPLOY.md). */
export const DECODE_MAX_WAIT_MS = 20_000;

/** One gate per process: it guards this process's memory (configured from the settings in features/uploads/routes.ts). */
export const decodeGate = new DecodeGate(2, 64, DECODE_MAX_WAIT_MS);
