import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/errors';
import { HashGate } from './hashing';

/** A hash that finishes when the test says so. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done, finish };
}

const refused = (attempt: () => unknown) => {
  try {
    attempt();
  } catch (error) {
    return error instanceof ApiError && error.reason === 'tooManyRequests';
  }
  return false;
};

describe('the hashing gate keeps a lane for clean sign-ins (issue "Trust")', () => {
  it('gives a quarter of the queue to the clean lane, at least one place once there are two', () => {
    expect(HashGate.cleanPlaces(16)).toBe(4);
    expect(HashGate.cleanPlaces(2)).toBe(1);
    expect(HashGate.cleanPlaces(1)).toBe(0);
    expect(new HashGate(2, 16).stats).toMatchObject({ clean: { places: 4 }, general: { places: 12 } });
  });

  it('a full general lane refuses general hashes at once while clean ones still get in, and the lanes take turns', async () => {
    const gate = new HashGate(1, 4); // one slot; clean 1 place, general 3
    const running = held();
    const first = gate.run(running.work);
    const order: string[] = [];
    const general = Array.from({ length: 3 }, (_, n) => gate.run(async () => void order.push(`general-${n}`)));
    expect(refused(() => gate.admit('general'))).toBe(true);
    const clean = gate.run(async () => void order.push('clean'), 'clean');
    // The clean lane is bounded as well.
    expect(refused(() => gate.admit('clean'))).toBe(true);
    expect(gate.stats).toMatchObject({ active: 1, waiting: 4 });
    running.finish();
    await Promise.all([first, ...general, clean]);
    // The clean hash waited for no more than the one running: the freed slot went to its lane first.
    expect(order).toEqual(['clean', 'general-0', 'general-1', 'general-2']);
    expect(gate.stats).toMatchObject({ active: 0, waiting: 0, clean: { held: 0 }, general: { held: 0 } });
  });

  it('a place taken before counting is held until the hash starts, and given back when unused', async () => {
    const gate = new HashGate(1, 2); // clean 1, general 1
    const running = held();
    const first = gate.run(running.work);
    const ticket = gate.admit('general');
    // The place is taken while the login is still in the database: the next one is refused...
    expect(refused(() => gate.admit('general'))).toBe(true);
    ticket.release();
    ticket.release(); // once only
    // ...and free again once the refused login gives it back.
    const again = gate.admit('general');
    const queued = again.run(async () => 'hashed');
    running.finish();
    await first;
    expect(await queued).toBe('hashed');
    again.release(); // after run: nothing more to give back
    expect(gate.stats).toMatchObject({ active: 0, clean: { held: 0 }, general: { held: 0 } });
    expect(gate.started).toBe(2);
  });
});
