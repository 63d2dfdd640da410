import { LIMITS, REVIEW_STATUS } from '../../contract/domain';
import type { walletEndpoints } from '../../contract/endpoints/wallet';
import { refuse } from '../engine';
import * as f from '../fixtures';
import { type AreaResolvers, MOCK_PASSWORD, MOCK_PAY_PASSWORD, now, paginate } from './shared';

/** The server's default bound on one deposit or withdrawal (its config may set another). */
const amountTooLarge = (max: number) => refuse('validation', undefined, { amount: 'validation.amountTooLarge' }, { amount: { max } });
/** A transaction hash as the server compares it: trimmed, hex lower-cased without `0x`; null for none. */
const txHashKey = (hash: string | null | undefined) => {
  const trimmed = (hash ?? '').trim();
  if (!trimmed) return null;
  return /^(0x)?[0-9a-f]+$/i.test(trimmed) ? trimmed.replace(/^0x/i, '').toLowerCase() : trimmed;
};

/** The wallet: deposits, withdrawals, accounts, the payment password and profit transfer. */
export const walletResolvers: AreaResolvers<typeof walletEndpoints> = {
  walletSummary: ({ state, user }) => ({ ...state.data.wallet, profit: user?.storeId ? state.data.merchantStore.profit : null }),
  walletRecords: ({ params, state }) => paginate(state.data.billRecords.filter((r) => !params.type || r.type === params.type), params),
  depositChannels: () => f.depositChannels,
  deposit: ({ params, state }) => {
    if (params.amount > LIMITS.depositMax) return amountTooLarge(LIMITS.depositMax);
    // A transaction hash is claimed once per network while a claim holds it (the server's rule).
    const hash = txHashKey(params.txHash);
    const network = params.network ?? null;
    if (hash && state.data.depositRecords.some((r) => r.network === network && r.status !== REVIEW_STATUS.failed && txHashKey(r.txHash) === hash)) {
      return refuse('txHashUsed', undefined, { txHash: 'errors.txHashUsed' });
    }
    const record = {
      id: state.nextId(),
      type: params.type,
      currency: params.currency,
      network: params.network ?? null,
      amount: params.amount,
      txHash: params.txHash ?? null,
      proofImage: params.proofImage,
      status: REVIEW_STATUS.underReview,
      reason: null,
      createdAt: now(),
      reviewedAt: null,
    } as const;
    state.data.depositRecords.unshift(record);
    return record;
  },
  depositLogs: ({ params, state }) =>
    paginate(state.data.depositRecords.filter((r) => !params.status || r.status === REVIEW_STATUS[params.status]), params),
  withdraw: ({ params, state }) => {
    const wallet = state.data.wallet;
    if (params.amount > LIMITS.withdrawalMax) return amountTooLarge(LIMITS.withdrawalMax);
    if (!wallet.payPasswordSet) return refuse('payPasswordNotSet');
    if (params.payPassword !== MOCK_PAY_PASSWORD) {
      state.data.payPasswordFailures += 1;
      return refuse('payPasswordWrong', { attemptsLeft: Math.max(0, LIMITS.payPasswordAttempts - state.data.payPasswordFailures) });
    }
    const account = state.data.withdrawalAccounts.find((a) => a.id === params.accountId);
    if (!account) return refuse('notFound');
    if (params.amount > wallet.available) return refuse('insufficientBalance');
    wallet.available -= params.amount;
    wallet.frozen += params.amount;
    const record = { id: state.nextId(), amount: params.amount, account, status: REVIEW_STATUS.underReview, reason: null, createdAt: now(), reviewedAt: null } as const;
    state.data.withdrawalRecords.unshift(record);
    return record;
  },
  withdrawalLogs: ({ params, state }) =>
    paginate(state.data.withdrawalRecords.filter((r) => !params.status || r.status === REVIEW_STATUS[params.status]), params),
  withdrawalAccounts: ({ params, state }) => state.data.withdrawalAccounts.filter((a) => !params.type || a.type === params.type),
  withdrawalAccountSave: ({ params, state }) => {
    const saved =
      params.type === 'bankCard'
        ? { ...params, id: params.id ?? state.nextId(), cardNumber: `**** ${params.cardNumber.slice(-4)}` }
        : { ...params, id: params.id ?? state.nextId() };
    const at = state.data.withdrawalAccounts.findIndex((a) => a.id === saved.id);
    if (params.id !== undefined && at < 0) return refuse('notFound');
    if (at >= 0) state.data.withdrawalAccounts[at] = saved;
    else state.data.withdrawalAccounts.push(saved);
    return saved;
  },
  withdrawalAccountRemove: ({ params, state }) => {
    if (!state.data.withdrawalAccounts.some((a) => a.id === params.id)) return refuse('notFound');
    state.data.withdrawalAccounts = state.data.withdrawalAccounts.filter((a) => a.id !== params.id);
    return null;
  },
  payPasswordSet: ({ params, state }) => {
    if (params.loginPassword !== MOCK_PASSWORD) return refuse('loginFailed');
    if (params.payPassword !== params.confirmPayPassword) return refuse('validation', undefined, { confirmPayPassword: 'messages.passwordMismatch' });
    state.data.wallet.payPasswordSet = true;
    return null;
  },
  payPasswordChange: ({ params, state }) => {
    if (!state.data.wallet.payPasswordSet) return refuse('payPasswordNotSet');
    if (params.oldPayPassword !== MOCK_PAY_PASSWORD) return refuse('payPasswordWrong', { attemptsLeft: LIMITS.payPasswordAttempts - 1 });
    if (params.payPassword !== params.confirmPayPassword) return refuse('validation', undefined, { confirmPayPassword: 'messages.passwordMismatch' });
    return null;
  },
  profitTransfer: ({ params, state }) => {
    const store = state.data.merchantStore;
    if (params.payPassword !== MOCK_PAY_PASSWORD) return refuse('payPasswordWrong', { attemptsLeft: LIMITS.payPasswordAttempts - 1 });
    if (params.amount > store.profit) return refuse('availableNotEnough');
    store.profit -= params.amount;
    store.balance += params.amount;
    return { balance: store.balance, profit: store.profit };
  },
};
