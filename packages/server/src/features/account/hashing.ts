import { ApiError } from '../../http/errors';

/**
 * The queue a hash waits in. `clean`: a sign-in whose account and client address both have no
 * recent failure (login_throttle), so a storm of wrong passwords cannot crowd out the people who
 * are simply signing in. `general`: every other hash (sign-ins with failures behind them,
 * registration, password changes, payment passwords stored before keys).
 */
export type HashLane = 'clean' | 'general';

/** A place in a lane, taken before any attempt is counted (see `HashGate.admit`). */
export interface HashTicket {
  /** Runs the hash in the place taken; once only. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Gives the place back unused (refused before the hash); safe to call after `run` too. */
  release(): void;
}

interface Lane {
  /** Places: how many may wait for a slot at once (see `placesFor`). */
  limit: number;
  /** Admitted and not yet started: still in the database, or waiting for a slot. */
  held: number;
  waiting: Array<() => void>;
}

/**
 * Bounds the password and PIN hashing a process does at once.
 *
 * scrypt runs on libuv's thread pool (4 threads by default), which Node shares with file access,
 * zlib and Web Crypto. Forty parallel logins used to fill every thread for seconds, and every
 * other request that needed one, ordinary reads included, waited behind them. At most
 * `concurrency` hashes run at once (fewer than the pool's threads, so others stay free); a
 * short queue absorbs a burst of real sign-ins; past it a request is refused at once with 429 and
 * a retry-after, instead of waiting for its turn while holding a connection.
 *
 * The queue has two lanes. A quarter of its places (at least one once it has two) is kept for
 * `clean` sign-ins and the rest is `general`; each lane refuses only when its own places are
 * taken, and a freed slot goes to the lanes in turn, so a storm of wrong logins (which soon has
 * failures on its addresses and accounts, so is `general`) fills only its own lane while a clean
 * sign-in waits for at most one storm hash. The clean lane is bounded too: a storm of first tries
 * from fresh addresses shares it with real users, but each address leaves it at its first
 * failure.
 *
 * A full queue never counts against an account: a login with a solved captcha takes its place
 * (`admit`) before counting, and one without counts first (its ceiling may ask for a captcha) and
 * gives the count back when the queue refuses it.
 */
export class HashGate {
  private active = 0;
  private readonly lanes: Record<HashLane, Lane> = {
    clean: { limit: 0, held: 0, waiting: [] },
    general: { limit: 0, held: 0, waiting: [] },
  };
  /** Which lane a freed slot goes to first when both have someone waiting. */
  private turn: HashLane = 'clean';
  /** Average time of one hash, for the retry-after estimate (ms). */
  private averageMs = 100;
  /** Hashes started since the process began (tests count password checks with it). */
  started = 0;

  constructor(
    private concurrency: number,
    queueLimit: number,
  ) {
    this.configure(concurrency, queueLimit);
  }

  /** The clean lane's places out of a queue of `queueLimit`: a quarter, at least one once there are two. */
  static cleanPlaces(queueLimit: number): number {
    return queueLimit >= 2 ? Math.max(1, Math.floor(queueLimit / 4)) : 0;
  }

  configure(concurrency: number, queueLimit: number) {
    this.concurrency = Math.max(1, Math.floor(concurrency));
    const places = Math.max(0, Math.floor(queueLimit));
    this.lanes.clean.limit = HashGate.cleanPlaces(places);
    this.lanes.general.limit = places - this.lanes.clean.limit;
  }

  /**
   * Takes a place in `lane` or refuses at once (429 with a retry-after). Admitted while a slot is
   * free, or while the lane has fewer than its places held; a place is held from here until the
   * hash starts, so a lane never holds more than its places plus the slots.
   */
  admit(lane: HashLane = 'general'): HashTicket {
    const own = this.lanes[lane];
    const held = this.lanes.clean.held + this.lanes.general.held;
    if (this.active + held >= this.concurrency && own.held >= own.limit) {
      const rounds = Math.ceil((own.held + 1) / this.concurrency);
      throw new ApiError('tooManyRequests', { seconds: Math.max(1, Math.ceil((rounds * this.averageMs) / 1000)) });
    }
    own.held++;
    let state: 'held' | 'used' | 'released' = 'held';
    return {
      run: async <T>(work: () => Promise<T>): Promise<T> => {
        if (state !== 'held') throw new Error('a hash ticket runs once');
        state = 'used';
        await this.slot(own);
        return this.measure(work);
      },
      release: () => {
        if (state !== 'held') return;
        state = 'released';
        own.held--;
      },
    };
  }

  /** Admits and runs in one go (every hash but a login's). */
  run<T>(work: () => Promise<T>, lane: HashLane = 'general'): Promise<T> {
    return this.admit(lane).run(work);
  }

  /** Waits for a slot; the place held is given up when the hash starts. */
  private async slot(lane: Lane): Promise<void> {
    if (this.active >= this.concurrency) await new Promise<void>((resolve) => lane.waiting.push(resolve));
    else this.active++;
    lane.held--;
  }

  private async measure<T>(work: () => Promise<T>): Promise<T> {
    this.started++;
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.averageMs = this.averageMs * 0.8 + (performance.now() - started) * 0.2;
      // The slot passes straight to the next in line, so `active` never dips and a newcomer
      // cannot overtake the queue; the lanes take turns.
      const next = this.nextWaiting();
      if (next) next();
      else this.active--;
    }
  }

  private nextWaiting(): (() => void) | undefined {
    const first = this.turn;
    const second: HashLane = first === 'clean' ? 'general' : 'clean';
    for (const lane of [first, second]) {
      const next = this.lanes[lane].waiting.shift();
      if (next) {
        this.turn = lane === 'clean' ? 'general' : 'clean';
        return next;
      }
    }
    return undefined;
  }

  get stats() {
    return {
      active: this.active,
      waiting: this.lanes.clean.waiting.length + this.lanes.general.waiting.length,
      clean: { held: this.lanes.clean.held, places: this.lanes.clean.limit },
      general: { held: this.lanes.general.held, places: this.lanes.general.limit },
    };
  }
}

/** One gate per process: it guards this process's CPU and thread pool. */
export const hashGate = new HashGate(2, 16);
