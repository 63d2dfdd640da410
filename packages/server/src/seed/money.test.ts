// @vitest-environment node
import { REVIEW_STATUS, STORE_APPLICATION_STATUS } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits, staffDecisions, storeApplications, users, wholesaleItems, withdrawals } from '../db/schema';
import { createTestServer, type TestServer } from '../testing/harness';
import { auditLedger, userBalances } from '../features/wallet/ledger';

describe('money seed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ seed: true });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('gives the demo buyer deposits and withdrawals in every state, with the ledger agreeing', async () => {
    const [demo] = await server.ctx.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
    const depositStates = (await server.ctx.db.select().from(deposits).where(eq(deposits.userId, demo!.id))).map((d) => d.status).sort();
    const withdrawalStates = (await server.ctx.db.select().from(withdrawals).where(eq(withdrawals.userId, demo!.id))).map((w) => w.status).sort();
    const every = [REVIEW_STATUS.underReview, REVIEW_STATUS.approved, REVIEW_STATUS.failed].sort();
    expect(depositStates).toEqual(every);
    expect(withdrawalStates).toEqual(every);
    // Only the pending withdrawal still holds money.
    expect((await userBalances(server.ctx.db, demo!.id)).held).toBe(60_00);
    expect(await auditLedger(server.ctx.db)).toEqual([]);
  });

  it('has wholesale items and a pending and a rejected store application', async () => {
    expect((await server.ctx.db.select().from(wholesaleItems)).length).toBeGreaterThanOrEqual(12);
    const states = (await server.ctx.db.select({ status: storeApplications.status }).from(storeApplications)).map((a) => a.status).sort();
    expect(states).toEqual([STORE_APPLICATION_STATUS.pendingReview, STORE_APPLICATION_STATUS.rejected]);
  });

  it('has every decided item in the staff audit trail, by the demo staff account', async () => {
    const [staff] = await server.ctx.db.select({ id: users.id }).from(users).where(eq(users.username, 'staff'));
    const trail = await server.ctx.db.select().from(staffDecisions);
    expect(trail.map((d) => `${d.queue}:${d.decision}`).sort()).toEqual(
      ['application:rejected', 'deposit:approved', 'deposit:rejected', 'withdrawal:approved', 'withdrawal:rejected'].sort(),
    );
    for (const d of trail) expect(d.staffId).toBe(staff!.id);
    for (const d of trail.filter((t) => t.decision === 'rejected')) expect(d.reason).not.toBe('');
  });
});
