import { amount, walletEndpoints as w } from '@shop/api/contract';
import { route } from '../../http/route';
import { changePayPassword, checkPayPassword, setPayPassword } from '../orders';
import {
  billRecords,
  createDeposit,
  createWithdrawal,
  DEPOSIT_CHANNELS,
  listWithdrawalAccounts,
  removeWithdrawalAccount,
  saveWithdrawalAccount,
  transferProfit,
  userDepositLogs,
  userWithdrawalLogs,
  walletSummary,
} from './service';
import type { RouteModule } from '../../http/routeModule';

/**
 * The endpoint with its `amount` bound by the configured maximum for one request. Bound in the
 * schema, so every amount past it, up to the contract's own bound and beyond, is refused with this
 * maximum as the one to tell (the tightest bound wins the field's message).
 */
const withMaxAmount = <E extends typeof w.deposit | typeof w.withdraw>(endpoint: E, max: number): E =>
  ({ ...endpoint, request: endpoint.request.extend({ amount: amount().max(max, { error: 'validation.amountTooLarge' }) }) }) as E;

/** The wallet: summary, bill, deposits, withdrawals and their accounts, profit transfer. */
export const walletRoutes: RouteModule = (app, ctx) => {
  // The accounts area's payment-password check (hash, failure count, 30-minute lock).
  const payPassword = (userId: number, pin: string) => checkPayPassword(ctx, userId, pin);
  route(app, ctx, w.walletSummary, (_input, { auth }) => walletSummary(ctx, auth.userId));
  route(app, ctx, w.walletRecords, (input, { auth }) => billRecords(ctx, auth.userId, input));
  route(app, ctx, w.depositChannels, async () => DEPOSIT_CHANNELS.map((channel) => ({ ...channel })));
  route(app, ctx, withMaxAmount(w.deposit, ctx.config.depositMaxCents), (input, { auth }) => createDeposit(ctx, auth.userId, input));
  route(app, ctx, w.depositLogs, (input, { auth }) => userDepositLogs(ctx, auth.userId, input));
  route(app, ctx, withMaxAmount(w.withdraw, ctx.config.withdrawalMaxCents), (input, { auth }) =>
    createWithdrawal(ctx, auth.userId, input, payPassword),
  );
  route(app, ctx, w.withdrawalLogs, (input, { auth }) => userWithdrawalLogs(ctx, auth.userId, input));
  route(app, ctx, w.withdrawalAccounts, (input, { auth }) => listWithdrawalAccounts(ctx, auth.userId, input.type));
  route(app, ctx, w.withdrawalAccountSave, (input, { auth }) => saveWithdrawalAccount(ctx, auth.userId, input));
  route(app, ctx, w.withdrawalAccountRemove, async (input, { auth }) => {
    await removeWithdrawalAccount(ctx, auth.userId, input.id);
    return null;
  });
  route(app, ctx, w.profitTransfer, (input, { auth }) => transferProfit(ctx, auth.userId, input, payPassword));
  route(app, ctx, w.payPasswordSet, async (input, { auth }) => {
    await setPayPassword(ctx, auth.userId, input);
    return null;
  });
  route(app, ctx, w.payPasswordChange, async (input, { auth }) => {
    await changePayPassword(ctx, auth.userId, input);
    return null;
  });
};
