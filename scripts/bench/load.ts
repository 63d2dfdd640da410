import autocannon from 'autocannon';

export interface LoadSettings {
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
}

/** What autocannon sends: one request, or a sequence (`requests`) each connection loops over. */
export type LoadTarget = Pick<autocannon.Options, 'url' | 'method' | 'headers' | 'body' | 'requests' | 'verifyBody'>;

export interface Measurement {
  /** Average requests per second over the measured run (every answer, whatever its status). */
  requestsPerSecond: number;
  p99Ms: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Answers with a status outside 2xx. */
  non2xx: number;
  /** 2xx answers whose body was not the success envelope. */
  mismatches: number;
  /** Times a sequence restarted because a step could not be built (a failed step before it). */
  resets: number;
  durationSeconds: number;
}

let running: autocannon.Instance | undefined;

/** Stops the run in progress (ctrl-C); its promise then resolves with what was measured so far. */
export function stopRunningLoad() {
  running?.stop();
}

function run(target: LoadTarget, connections: number, length: { duration: number } | { amount: number }): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    running = autocannon({ ...target, connections, ...length, pipelining: 1 }, (error, result) => {
      running = undefined;
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve(result);
    });
  });
}

/**
 * A warm-up run (discarded: JIT, pools, caches), then the measured run with the same settings.
 * `beforeMeasured` runs in between, so counters kept by the caller cover the measured run only.
 */
export async function measure(target: LoadTarget, settings: LoadSettings, beforeMeasured?: () => void | Promise<void>): Promise<Measurement> {
  if (settings.warmupSeconds > 0) await run(target, settings.connections, { duration: settings.warmupSeconds });
  await beforeMeasured?.();
  return toMeasurement(await run(target, settings.connections, { duration: settings.durationSeconds }));
}

/** A run of exactly `amount` requests (no warm-up): work that can be done once only. */
export async function measureAmount(target: LoadTarget, connections: number, amount: number): Promise<Measurement> {
  return toMeasurement(await run(target, connections, { amount }));
}

function toMeasurement(result: autocannon.Result): Measurement {
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    mismatches: result.mismatches,
    resets: result.resets,
    durationSeconds: result.duration,
  };
}

/** The success envelope starts this way (`ok()` in contract/envelope.ts); cheaper than parsing. */
export const isSuccessEnvelope = (body: string | Buffer | undefined) => String(body ?? '').startsWith('{"status":1,');
