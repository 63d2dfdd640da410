import type { StaffDecision, StaffQueue } from '@shop/api/contract';
import { AFTER_SALES_STATUS, REVIEW_STATUS, STORE_APPLICATION_STATUS } from '@shop/domain';
import type { TagProps } from '@shop/ui';
import { PATHS, type RouteName } from '../../routes/paths';
import type { QueueTab } from '../../features/staff/api';

/**
 * The four queues of the operations console as the screens see them: which tabs each list has
 * (kept in the address as `?tab=`), which server status each tab asks for, and where its list and
 * its items live. A tab is the item's state in the console's words (pending, approved, ...);
 * each queue names its own states on the wire.
 */

export const QUEUES = ['application', 'deposit', 'withdrawal', 'afterSales'] as const satisfies readonly StaffQueue[];

export type { QueueTab };

interface QueueDef {
  /** The list's tabs, pending first. */
  tabs: readonly QueueTab[];
  /** The status name the list endpoint filters by, per tab. */
  status: Partial<Record<QueueTab, string>>;
  /** Each tab's state from the item's status code. */
  tabOf: (code: number) => QueueTab | undefined;
  list: RouteName;
  view: RouteName;
}

const byCode = <T extends Record<string, number>>(table: T, names: Partial<Record<QueueTab, keyof T>>) => {
  const entries = Object.entries(names) as [QueueTab, keyof T][];
  return (code: number) => entries.find(([, name]) => table[name] === code)?.[0];
};

const applicationStatus = { pending: 'pendingReview', approved: 'approved', rejected: 'rejected' } as const;
const reviewStatus = { pending: 'underReview', approved: 'approved', rejected: 'failed' } as const;
const afterSalesStatus = { pending: 'pending', refunded: 'refunded', rejected: 'rejected' } as const;

export const QUEUE: Record<StaffQueue, QueueDef> = {
  application: {
    tabs: ['pending', 'approved', 'rejected'],
    status: applicationStatus,
    tabOf: byCode(STORE_APPLICATION_STATUS, applicationStatus),
    list: 'staffApplications',
    view: 'staffApplicationView',
  },
  deposit: {
    tabs: ['pending', 'approved', 'rejected'],
    status: reviewStatus,
    tabOf: byCode(REVIEW_STATUS, reviewStatus),
    list: 'staffDeposits',
    view: 'staffDepositView',
  },
  withdrawal: {
    tabs: ['pending', 'approved', 'rejected'],
    status: reviewStatus,
    tabOf: byCode(REVIEW_STATUS, reviewStatus),
    list: 'staffWithdrawals',
    view: 'staffWithdrawalView',
  },
  afterSales: {
    tabs: ['pending', 'refunded', 'rejected'],
    status: afterSalesStatus,
    tabOf: byCode(AFTER_SALES_STATUS, afterSalesStatus),
    list: 'staffAfterSales',
    view: 'staffAfterSalesView',
  },
};

/** The tab the address names, or pending (what staff open a queue for) when it names none or another. */

export const listPath = (queue: StaffQueue, tab?: QueueTab) =>
  tab && tab !== 'pending' ? `${PATHS[QUEUE[queue].list]}?tab=${tab}` : PATHS[QUEUE[queue].list];
export const viewPath = (queue: StaffQueue, id: number) => `${PATHS[QUEUE[queue].view]}?id=${id}`;

/**
 * A state's name as the console shows it (tabs, tags, the detail's banner). A withdrawal that
 * staff approved is one they paid, so its queue says "paid".
 */
export const stateKey = (queue: StaffQueue, tab: QueueTab) =>
  queue === 'withdrawal' && tab === 'approved' ? 'pages.staff.state.paid' : `pages.staff.state.${tab}`;

export const STATE_TONE: Record<QueueTab, NonNullable<TagProps['tone']>> = {
  pending: 'warning',
  approved: 'success',
  refunded: 'success',
  rejected: 'neutral',
};

/** What the trail says a decision was, in the console's words ("paid" for an approved withdrawal). */
export const decisionKey = (queue: StaffQueue, decision: StaffDecision) =>
  queue === 'withdrawal' && decision === 'approved' ? 'paid' : decision;

/** The item id in `?id=`, or null when it is not one. */
export function idFrom(text: string | null): number | null {
  if (text === null || !/^\d{1,10}$/.test(text.trim())) return null;
  const value = Number(text);
  return value > 0 && value <= 2_147_483_647 ? value : null;
}

/** The longest reason staff can give (the contract's `requiredText(200)` on every rejection). */
export const REASON_MAX = 200;
