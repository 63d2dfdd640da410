import type { DataOf } from '../contract/endpoint';
import type {
  AfterSalesCase,
  Endpoints,
  OrderDetail,
  StaffDecisionRecord,
  StaffQueue,
  StaffReviewRights,
  User,
  WithdrawalAccount,
} from '../contract/endpoints';
import * as f from './fixtures';
import type { EmojiName } from '../pictures';
import { fixtureImage, fixturePicture } from './images';

/**
 * The operations console's fixtures: the four queues with items waiting and decided, the audit
 * trail behind the decided ones, and the refusal a colleague's earlier decision gives. Built on
 * the buyer fixtures (the demo buyer's application, deposits, withdrawals and orders are items
 * here too) and parsed by the contract in `contract.test.ts`. Instants sit around the stories'
 * clock, like every fixture.
 */

const HOUR = 60;
const DAY = 24 * HOUR;
const { ago } = f;

type ApplicationItem = DataOf<Endpoints['staffApplications']>['list'][number];
type DepositItem = DataOf<Endpoints['staffDeposits']>['list'][number];
type WithdrawalItem = DataOf<Endpoints['staffWithdrawals']>['list'][number];
export type StaffDecisionParams = { decidedBy: string; decidedById: number; decision: StaffDecisionRecord['decision']; decidedAt: string };

/* ---------- people ---------- */

/** Staff as the trail names them: the demo staff account, and a colleague who decides too. */
export const staffMembers = {
  demo: { id: f.users.staff.id, username: f.users.staff.username, nickname: f.users.staff.nickname },
  colleague: { id: 4, username: 'ops_ana', nickname: 'Ana Lopez' },
} satisfies Record<string, StaffDecisionRecord['decidedBy']>;

const customer = (id: number, username: string, nickname: string, daysAgo: number): User => ({
  ...f.users.buyer,
  id,
  username,
  nickname,
  avatar: fixtureImage('avatar', id),
  email: `${username}@example.com`,
  phone: null,
  inviteCode: username.toUpperCase().replace(/[^A-Z]/g, '').slice(0, 6) + id,
  level: 1,
  balance: 0,
  roles: ['buyer'],
  storeId: null,
  createdAt: ago(daysAgo * DAY),
});

/** Shoppers other than the demo buyer whose items wait in the queues. */
export const staffCustomers = {
  somchai: customer(11, 'somchai_p', 'Somchai P.', 40),
  layla: customer(12, 'layla_k', 'Layla K.', 90),
  kenji: customer(13, 'kenji_w', 'Kenji W.', 15),
};

/** A private upload as the server names it: it loads through the signed client (the mock serves `up_*`). */
const privateFile = (id: string) => `/api/upload/file?id=${id}`;

/* ---------- store applications ---------- */

/** Another applicant's form; `trade` is what the store sells (its logo, then its banner's goods). */
const otherForm = (n: number, trade: [EmojiName, EmojiName, EmojiName], over: Partial<typeof f.applicationForm>) => ({
  ...f.applicationForm,
  logo: fixturePicture('logo', trade[0], 30 + n),
  banner: fixturePicture('banner', trade, 30 + n),
  frontPhoto: privateFile(`up_identity_front_${n}`),
  backPhoto: privateFile(`up_identity_back_${n}`),
  handPhoto: privateFile(`up_identity_hand_${n}`),
  ...over,
});

/**
 * Applications: 1 is the demo buyer's own (its state follows the buyer's `storeApplication`, so a
 * decision here shows on the buyer's screen), 2 waits the longest, 3 was approved, 4 rejected.
 */
export const staffApplicationQueue: ApplicationItem[] = [
  { id: 1, user: f.users.buyer, application: f.applications.pendingReview },
  {
    id: 2,
    user: staffCustomers.somchai,
    application: {
      status: 10,
      reason: null,
      form: otherForm(2, ['basket', 'couch-and-lamp', 'potted-plant'], {
        storeName: 'Bangkok Craft House',
        description: 'Hand-woven baskets and rattan homeware from the old town.',
        city: 'Bangkok',
        contactName: 'Somchai P.',
        contactPhone: '+66823456789',
        certificateNumber: '1100700123456',
      }),
      submittedAt: ago(26 * HOUR),
      reviewedAt: null,
      storeId: null,
    },
  },
  {
    id: 3,
    user: { ...staffCustomers.layla, roles: ['buyer', 'merchant'], storeId: 8 },
    application: {
      status: 20,
      reason: null,
      form: otherForm(3, ['teapot', 'teacup-without-handle', 'amphora'], {
        storeName: 'Layla Tea Corner',
        description: 'Loose-leaf teas and ceramic teaware.',
        storeType: 'company',
        city: 'Chiang Rai',
        contactName: 'Layla K.',
        contactPhone: '+66834567890',
        certificateNumber: '2103500098765',
        handPhoto: null,
      }),
      submittedAt: ago(4 * DAY),
      reviewedAt: ago(3 * DAY),
      storeId: 8,
    },
  },
  {
    id: 4,
    user: staffCustomers.kenji,
    application: {
      status: 30,
      reason: 'The certificate number does not match the ID card photo.',
      form: otherForm(4, ['camera', 'video-camera', 'package'], {
        storeName: 'Kenji Camera Parts',
        description: 'Second-hand lenses and camera accessories, tested.',
        city: 'Phuket',
        contactName: 'Kenji W.',
        contactPhone: '+66845678901',
        certificateNumber: '3101200456789',
      }),
      submittedAt: ago(6 * DAY),
      reviewedAt: ago(5 * DAY),
      storeId: null,
    },
  },
];

/* ---------- deposits and withdrawals (the demo buyer's records) ---------- */

export const depositItemOf = (record: DepositItem['record']): DepositItem => ({
  userId: f.users.buyer.id,
  username: f.users.buyer.username,
  record,
});
/**
 * The other deposits that sent the same payment proof, oldest first (the server compares the
 * stored bytes; the mock compares the picture's address).
 */
export const sameProofOf = (records: readonly DepositItem['record'][], deposit: DepositItem['record']) =>
  records
    .filter((r) => r.id !== deposit.id && r.proofImage === deposit.proofImage)
    .sort((a, b) => a.id - b.id)
    .map((r) => {
      const { userId, username } = depositItemOf(r);
      return { id: r.id, userId, username, status: r.status };
    });
export const withdrawalItemOf = (record: WithdrawalItem['record']): WithdrawalItem => ({
  userId: f.users.buyer.id,
  username: f.users.buyer.username,
  record,
});

/** Card numbers in full, by withdrawal account id: what staff see to pay (everyone else sees `**** 4242`). */
const FULL_CARD_NUMBERS: Record<number, string> = { 2: '4486120000004242' };

/** The account a withdrawal is paid to, as staff see it: the card number unmasked. */
export const payToOf = (account: WithdrawalAccount): WithdrawalAccount =>
  account.type === 'bankCard' ? { ...account, cardNumber: FULL_CARD_NUMBERS[account.id] ?? account.cardNumber } : account;

/* ---------- after-sales ---------- */

/** An order the demo buyer asked after-sales for, which staff rejected: back in "to review". */
export const orderAfterSalesRejected: OrderDetail = {
  ...f.orders[3]!,
  id: 1009,
  orderNo: 'SO20261100001009',
  afterSales: {
    reason: 'Not as described',
    description: 'The colour is darker than in the photos.',
    images: [fixturePicture('product', 'dress', 96, 1)],
    createdAt: ago(4 * DAY),
    status: 30,
    decisionReason: 'The photos match the listing; please contact the store if you want to exchange it.',
    refundAmount: null,
    decidedAt: ago(3 * DAY),
  },
};

const orderOf = (order: OrderDetail): AfterSalesCase['order'] => ({ ...f.orderSummary(order), paymentMethod: order.paymentMethod });
const buyerOf = ({ id, username, nickname, avatar, email, phone }: User): AfterSalesCase['buyer'] => ({ id, username, nickname, avatar, email, phone });

/**
 * After-sales requests: 1 and 4 wait (4 the longest, on the merchant's store order), 2 was
 * refunded in full, 3 rejected. The buyer's own order fixtures keep their after-sales dates (the
 * order screens' screenshots show them); these carry the queue's own.
 */
export const staffAfterSalesQueue: AfterSalesCase[] = [
  {
    id: 1,
    status: 10,
    reason: 'Damaged on arrival',
    description: 'The box was crushed and the item is scratched.',
    images: [fixturePicture('product', 'package', 95)],
    createdAt: ago(5 * HOUR),
    decidedAt: null,
    decisionReason: null,
    refundAmount: null,
    order: orderOf(f.orders[6]!),
    buyer: buyerOf(f.users.buyer),
  },
  {
    id: 2,
    status: 20,
    reason: 'Damaged on arrival',
    description: 'The box was crushed and the item is scratched.',
    images: [fixturePicture('product', 'package', 95)],
    createdAt: ago(2 * DAY),
    decidedAt: ago(2 * DAY - 3 * HOUR),
    decisionReason: null,
    refundAmount: f.orders[7]!.amount,
    order: orderOf(f.orders[7]!),
    buyer: buyerOf(f.users.buyer),
  },
  {
    id: 3,
    status: 30,
    reason: orderAfterSalesRejected.afterSales!.reason,
    description: orderAfterSalesRejected.afterSales!.description,
    images: orderAfterSalesRejected.afterSales!.images,
    createdAt: orderAfterSalesRejected.afterSales!.createdAt,
    decidedAt: orderAfterSalesRejected.afterSales!.decidedAt,
    decisionReason: orderAfterSalesRejected.afterSales!.decisionReason,
    refundAmount: null,
    order: orderOf(orderAfterSalesRejected),
    buyer: buyerOf(f.users.buyer),
  },
  {
    id: 4,
    status: 10,
    reason: 'Wrong item',
    description: 'I ordered the blue one and received a red one.',
    images: [fixturePicture('product', 't-shirt', 97), fixturePicture('product', 't-shirt', 98, 1)],
    createdAt: ago(30 * HOUR),
    decidedAt: null,
    decisionReason: null,
    refundAmount: null,
    order: orderOf(f.storeOrders[6]!),
    buyer: buyerOf(staffCustomers.layla),
  },
];

/* ---------- the audit trail ---------- */

const decided = (
  id: number,
  queue: StaffQueue,
  itemId: number,
  decision: StaffDecisionRecord['decision'],
  by: keyof typeof staffMembers,
  decidedAt: string,
  reason: string | null = null,
): StaffDecisionRecord => ({ id, queue, itemId, decision, reason, decidedBy: staffMembers[by], decidedAt });

const record = <T extends { id: number }>(list: T[], id: number) => list.find((r) => r.id === id)!;
const applicationOf = (id: number) => record(staffApplicationQueue, id).application;
const afterSalesOf = (id: number) => record(staffAfterSalesQueue, id);

/** Every decision behind the decided fixture items, oldest first. */
export const staffDecisionTrail: StaffDecisionRecord[] = [
  decided(1, 'withdrawal', 1, 'rejected', 'colleague', record(f.withdrawalRecords, 1).reviewedAt!, record(f.withdrawalRecords, 1).reason),
  decided(2, 'deposit', 1, 'approved', 'colleague', record(f.depositRecords, 1).reviewedAt!),
  decided(3, 'application', 4, 'rejected', 'demo', applicationOf(4).reviewedAt!, applicationOf(4).reason),
  decided(4, 'application', 3, 'approved', 'colleague', applicationOf(3).reviewedAt!),
  decided(5, 'withdrawal', 2, 'approved', 'demo', record(f.withdrawalRecords, 2).reviewedAt!),
  decided(6, 'afterSales', 3, 'rejected', 'demo', afterSalesOf(3).decidedAt!, afterSalesOf(3).decisionReason),
  decided(7, 'deposit', 2, 'rejected', 'demo', record(f.depositRecords, 2).reviewedAt!, record(f.depositRecords, 2).reason),
  decided(8, 'afterSales', 2, 'refunded', 'colleague', afterSalesOf(2).decidedAt!),
];

/** Above this a deposit or withdrawal needs two staff approvals (the server's default `FOUR_EYES_ABOVE_CENTS`). */
export const FOUR_EYES_ABOVE_CENTS = 10_000_00;

/**
 * What the staff member `viewerId` may decide about an item, by the server's rules: nobody decides
 * their own item; above the threshold an approval needs two different people.
 */
export function staffRightsOf(
  trail: readonly StaffDecisionRecord[],
  item: { queue: StaffQueue; itemId: number; ownerIds: readonly number[]; amount?: number },
  viewerId: number,
): StaffReviewRights {
  const two = item.amount !== undefined && item.amount > FOUR_EYES_ABOVE_CENTS;
  const first = trail.find((d) => d.queue === item.queue && d.itemId === item.itemId && d.decision === 'firstApproval');
  return {
    ownItem: item.ownerIds.includes(viewerId),
    approvalsNeeded: two ? 2 : 1,
    firstApproval: two ? (first ?? null) : null,
    firstApprovalIsYours: two && first?.decidedBy.id === viewerId,
    fourEyesAboveCents: FOUR_EYES_ABOVE_CENTS,
  };
}

/** An item's decisions as its detail lists them (the `history`), oldest first. */
export const staffHistoryOf = (trail: readonly StaffDecisionRecord[], queue: StaffQueue, itemIds: readonly number[]) =>
  trail
    .filter((d) => d.queue === queue && itemIds.includes(d.itemId))
    .sort((a, b) => a.decidedAt.localeCompare(b.decidedAt) || a.id - b.id);

/** What `alreadyDecided` carries for a decision already in the trail. */
export const alreadyDecidedParams = (d: StaffDecisionRecord): StaffDecisionParams => ({
  decidedBy: d.decidedBy.nickname || d.decidedBy.username,
  decidedById: d.decidedBy.id,
  decision: d.decision,
  decidedAt: d.decidedAt,
});

/* ---------- one detail per state, for stories that name a state ---------- */

/** The details as the demo staff account sees them. */
const viewer = staffMembers.demo.id;

const applicationDetail = (id: number): DataOf<Endpoints['staffApplicationDetail']> => {
  const item = record(staffApplicationQueue, id);
  return {
    ...item,
    history: staffHistoryOf(staffDecisionTrail, 'application', [id]),
    rights: staffRightsOf(staffDecisionTrail, { queue: 'application', itemId: id, ownerIds: [item.user.id] }, viewer),
  };
};
const depositDetail = (
  deposit: DepositItem['record'],
  trail: readonly StaffDecisionRecord[] = staffDecisionTrail,
  owner = depositItemOf(deposit),
): DataOf<Endpoints['staffDepositDetail']> => ({
  ...owner,
  history: staffHistoryOf(trail, 'deposit', [deposit.id]),
  rights: staffRightsOf(trail, { queue: 'deposit', itemId: deposit.id, ownerIds: [owner.userId], amount: deposit.amount }, viewer),
  sameProof: sameProofOf(f.depositRecords, deposit),
});
const withdrawalDetail = (id: number): DataOf<Endpoints['staffWithdrawalDetail']> => {
  const item = withdrawalItemOf(record(f.withdrawalRecords, id));
  return {
    ...item,
    payTo: payToOf(item.record.account),
    history: staffHistoryOf(staffDecisionTrail, 'withdrawal', [id]),
    rights: staffRightsOf(
      staffDecisionTrail,
      { queue: 'withdrawal', itemId: id, ownerIds: [item.userId], amount: item.record.amount },
      viewer,
    ),
  };
};
const afterSalesDetail = (id: number): DataOf<Endpoints['staffAfterSalesDetail']> => {
  const item = afterSalesOf(id);
  return {
    ...item,
    history: staffHistoryOf(staffDecisionTrail, 'afterSales', [id]),
    rights: staffRightsOf(staffDecisionTrail, { queue: 'afterSales', itemId: id, ownerIds: [item.buyer.id] }, viewer),
  };
};

/** Each queue's detail answer in each state a screen shows. */
export const staffDetails = {
  application: { pending: applicationDetail(2), approved: applicationDetail(3), rejected: applicationDetail(4) },
  deposit: {
    pending: depositDetail(record(f.depositRecords, 3)),
    approved: depositDetail(record(f.depositRecords, 1)),
    rejected: depositDetail(record(f.depositRecords, 2)),
  },
  withdrawal: { pending: withdrawalDetail(3), approved: withdrawalDetail(2), rejected: withdrawalDetail(1) },
  afterSales: { pending: afterSalesDetail(4), refunded: afterSalesDetail(2), rejected: afterSalesDetail(3) },
};

/* ---------- four eyes ---------- */

/** A USDT deposit above the four-eyes threshold, waiting. */
const largeDeposit: DepositItem['record'] = {
  ...record(f.depositRecords, 3),
  id: 9,
  amount: 25_000_00,
  txHash: '4d7e2a9c1b0f3e8d6c5b4a39281706f5e4d3c2b1a0f9e8d7c6b5a4938271605f',
  proofImage: fixtureImage('document', 4),
  createdAt: ago(3 * HOUR),
};
const firstApprovalBy = (by: keyof typeof staffMembers) => [decided(20, 'deposit', largeDeposit.id, 'firstApproval', by, ago(HOUR))];

/**
 * The deposit states the four-eyes rule adds: a large deposit a colleague approved first (the
 * viewer may give the second approval), one the viewer approved first (waiting for someone else),
 * and the viewer's own deposit (someone else decides it).
 */
export const staffFourEyes = {
  secondApproval: depositDetail(largeDeposit, firstApprovalBy('colleague')),
  waitingForColleague: depositDetail(largeDeposit, firstApprovalBy('demo')),
  ownItem: depositDetail(record(f.depositRecords, 3), [], {
    ...depositItemOf(record(f.depositRecords, 3)),
    userId: staffMembers.demo.id,
    username: staffMembers.demo.username,
  }),
};

/**
 * A waiting deposit whose payment proof is the same picture as the one sent with deposit 1,
 * already approved: the console warns that one transfer may be claimed twice.
 */
export const staffSameProof = depositDetail({ ...record(f.depositRecords, 3), proofImage: record(f.depositRecords, 1).proofImage });

/**
 * The refusal a decision meets when a colleague decided the item a moment earlier, per queue
 * (what the screen turns into "Already approved by Ana Lopez at 09:59").
 */
export const staffConflicts: Record<StaffQueue, StaffDecisionParams> = {
  application: { decidedBy: staffMembers.colleague.nickname, decidedById: staffMembers.colleague.id, decision: 'approved', decidedAt: ago(1) },
  deposit: { decidedBy: staffMembers.colleague.nickname, decidedById: staffMembers.colleague.id, decision: 'approved', decidedAt: ago(1) },
  withdrawal: { decidedBy: staffMembers.colleague.nickname, decidedById: staffMembers.colleague.id, decision: 'rejected', decidedAt: ago(1) },
  afterSales: { decidedBy: staffMembers.colleague.nickname, decidedById: staffMembers.colleague.id, decision: 'refunded', decidedAt: ago(1) },
};
