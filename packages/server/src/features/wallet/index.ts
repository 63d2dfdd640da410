// The wallet area's public port: what other areas may use. Everything else in this folder is private to it.

export { accountBalance, inTransaction, storeProfit, userBalances } from './ledger';
export { depositDetail, depositLogs, reviewDeposit, reviewWithdrawal, toDepositRecord, toWithdrawalRecord, withdrawalDetail, withdrawalLogs } from './service';
