import type { DataOf, StaffQueue, staffEndpoints } from '@shop/api/contract';
import { AFTER_SALES_STATUS, REVIEW_STATUS, STORE_APPLICATION_STATUS } from '@shop/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';

type Overview = DataOf<typeof staffEndpoints.staffOverview>;

/**
 * What waits in each queue and since when, in one round trip. Each count reads its table's
 * (status, id) index; the age is measured by the server's clock, so every console agrees on it.
 */
export async function staffOverview(ctx: AppContext): Promise<Overview> {
  const rows = await queryRows<{ queue: StaffQueue; waiting: number | string; oldest: Date | string | null }>(
    ctx.db,
    sql`SELECT 'application' AS queue, count(*) AS waiting, min(created_at) AS oldest
          FROM store_applications WHERE status = ${STORE_APPLICATION_STATUS.pendingReview}
        UNION ALL
        SELECT 'deposit', count(*), min(created_at) FROM deposits WHERE status = ${REVIEW_STATUS.underReview}
        UNION ALL
        SELECT 'withdrawal', count(*), min(created_at) FROM withdrawals WHERE status = ${REVIEW_STATUS.underReview}
        UNION ALL
        SELECT 'afterSales', count(*), min(created_at) FROM after_sales_requests WHERE status = ${AFTER_SALES_STATUS.pending}`,
  );
  const now = ctx.clock.now();
  const stateOf = (queue: StaffQueue) => {
    const row = rows.find((r) => r.queue === queue);
    const oldest = row?.oldest ? new Date(row.oldest) : null;
    return {
      waiting: Number(row?.waiting ?? 0),
      oldestSince: oldest ? oldest.toISOString() : null,
      // A row stamped a moment "after" now (clock skew between database and server) waits 0 s.
      oldestWaitingSeconds: oldest ? Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / 1000)) : null,
    };
  };
  return {
    asOf: now.toISOString(),
    queues: {
      application: stateOf('application'),
      deposit: stateOf('deposit'),
      withdrawal: stateOf('withdrawal'),
      afterSales: stateOf('afterSales'),
    },
  };
}
