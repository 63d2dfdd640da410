import { staffEndpoints as s } from '@shop/api/contract';
import { route } from '../../http/route';
import { staffInbox } from '../chat';
import { afterSalesDetail, listAfterSales, reviewAfterSales } from './afterSales';
import { staffOverview } from './overview';
import { applicationDetail, listApplicationsForStaff, reviewApplication } from '../merchant';
import { pageOf } from '../../http/paging';
import {
  depositDetail,
  depositLogs,
  reviewDeposit,
  reviewWithdrawal,
  toDepositRecord,
  toWithdrawalRecord,
  withdrawalDetail,
  withdrawalLogs,
} from '../wallet';
import type { RouteModule } from '../../http/routeModule';

/**
 * The operations console: store applications, deposits, withdrawals and after-sales requests.
 * Every decision is made once and lands in the audit trail (`features/staff/decisions.ts`), never by the
 * item's owner, and above the four-eyes threshold only by two people (`features/staff/fourEyes.ts`). The
 * customer-service inbox lists conversations; staff answer them through the chat endpoints.
 */
export const staffRoutes: RouteModule = (app, ctx) => {
  route(app, ctx, s.staffOverview, () => staffOverview(ctx));

  route(app, ctx, s.staffApplications, (input) => listApplicationsForStaff(ctx, input));
  const viewer = (staffId: number) => ({ staffId, fourEyesAboveCents: ctx.config.fourEyesAboveCents });

  route(app, ctx, s.staffApplicationDetail, (input, { auth }) => applicationDetail(ctx, input.id, auth.userId));
  route(app, ctx, s.staffReviewApplication, (input, { auth }) => reviewApplication(ctx, auth.userId, input));

  route(app, ctx, s.staffDeposits, async (input) => {
    const { rows, total } = await depositLogs(ctx.db, input);
    return pageOf(
      rows.map((r) => ({ userId: r.deposit.userId, username: r.username, record: toDepositRecord(r.deposit) })),
      total,
      input,
    );
  });
  route(app, ctx, s.staffDepositDetail, (input, { auth }) => depositDetail(ctx.db, input.id, viewer(auth.userId)));
  route(app, ctx, s.staffReviewDeposit, (input, { auth }) => reviewDeposit(ctx, auth.userId, input));

  route(app, ctx, s.staffWithdrawals, async (input) => {
    const { rows, total } = await withdrawalLogs(ctx.db, input);
    return pageOf(
      rows.map((r) => ({ userId: r.withdrawal.userId, username: r.username, record: toWithdrawalRecord(r.withdrawal) })),
      total,
      input,
    );
  });
  route(app, ctx, s.staffWithdrawalDetail, (input, { auth }) => withdrawalDetail(ctx.db, input.id, viewer(auth.userId)));
  route(app, ctx, s.staffReviewWithdrawal, (input, { auth }) => reviewWithdrawal(ctx, auth.userId, input));

  route(app, ctx, s.staffAfterSales, (input) => listAfterSales(ctx, input));
  route(app, ctx, s.staffAfterSalesDetail, (input, { auth }) => afterSalesDetail(ctx.db, input.id, viewer(auth.userId)));
  route(app, ctx, s.staffReviewAfterSales, (input, { auth }) => reviewAfterSales(ctx, auth.userId, input));

  route(app, ctx, s.staffChatConversations, (input, { lang }) => staffInbox(ctx, input, lang));
};
