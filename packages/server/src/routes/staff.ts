import { supportEndpoints as s } from '@shop/api/contract';
import { route } from '../http/route';
import { listApplicationsForStaff, reviewApplication } from '../stores/applications';
import { pageOf } from '../wallet/paging';
import { depositLogs, reviewDeposit, reviewWithdrawal, toDepositRecord, toWithdrawalRecord, withdrawalLogs } from '../wallet/service';
import type { RouteModule } from './types';

/** Platform reviewers: store applications, deposits, withdrawals. */
export const staffRoutes: RouteModule = (app, ctx) => {
  route(app, ctx, s.staffApplications, (input) => listApplicationsForStaff(ctx, input));
  route(app, ctx, s.staffReviewApplication, (input, { auth }) => reviewApplication(ctx, auth.userId, input));
  route(app, ctx, s.staffDeposits, async (input) => {
    const { rows, total } = await depositLogs(ctx.db, input);
    return pageOf(
      rows.map((r) => ({ userId: r.deposit.userId, username: r.username, record: toDepositRecord(r.deposit) })),
      total,
      input,
    );
  });
  route(app, ctx, s.staffReviewDeposit, (input, { auth }) => reviewDeposit(ctx, auth.userId, input));
  route(app, ctx, s.staffWithdrawals, async (input) => {
    const { rows, total } = await withdrawalLogs(ctx.db, input);
    return pageOf(
      rows.map((r) => ({ userId: r.withdrawal.userId, username: r.username, record: toWithdrawalRecord(r.withdrawal) })),
      total,
      input,
    );
  });
  route(app, ctx, s.staffReviewWithdrawal, (input, { auth }) => reviewWithdrawal(ctx, auth.userId, input));
};
