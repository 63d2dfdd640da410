import type { TFunction } from 'i18next';
import type { WithdrawalAccount } from '@shop/api/contract';

/**
 * Where a withdrawal goes, as the parts of one line: "USDT · TRC20 · T9yD…", "Bank card · Kasikorn ·
 * 4486…", "Cash · Name". The parts are shown each isolated (`PartsLine`), not joined into one
 * string: a bank's Latin name between a translated kind and a masked number would otherwise be
 * reordered with them in a right-to-left line.
 */
export function accountParts(t: TFunction, account: WithdrawalAccount): string[] {
  const kind = t(`pages.staff.channel.${account.type}`);
  switch (account.type) {
    case 'usdt':
      return [kind, account.network, account.address];
    case 'bankCard':
      return [kind, account.bankName, account.cardNumber];
    case 'cash':
      return [kind, account.name];
  }
}

/** The buyer's reason: the order screens send a code, which reads translated; other text as it is. */
export function afterSalesReason(t: TFunction, reason: string): string {
  const key = `pages.orders.afterSales.reasons.${reason}`;
  const text = t(key);
  return text === key ? reason : text;
}
