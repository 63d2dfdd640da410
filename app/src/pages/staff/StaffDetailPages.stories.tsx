import type { ComponentType } from 'react';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { StaffQueue } from '@shop/api/contract';
import { scenarios, staffConflicts, staffMembers, users } from '@shop/api/mocks';
import { playScreen, storyT } from '../../storybook/storyT';
import {
  StaffAfterSalesViewPage,
  StaffApplicationViewPage,
  StaffDepositViewPage,
  StaffWithdrawalViewPage,
} from './StaffDetailPages';
import { decisionKey, stateKey, viewPath } from './staffQueues';
import { containing, startingWith } from '../../storybook/namePatterns';
import { failedStory, loadingStory } from '../../storybook/screenStates';

/**
 * One item of each queue as staff decide it: everything the decision needs, its state and audit
 * trail, and while it waits the decision bar (approve after a confirm; reject with a required
 * reason). The waiting demo items: application 2 (Somchai's store), deposit 3, withdrawal 3,
 * after-sales 4 (Layla's request on the merchant's order).
 */
const meta = {
  title: 'Screens/Staff/Items',
  component: StaffApplicationViewPage,
  parameters: { screen: { route: viewPath('application', 2), session: 'staff' } },
} satisfies Meta<typeof StaffApplicationViewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

interface QueueStory {
  Page: ComponentType;
  /** The waiting demo item. */
  pending: number;
  approve: string;
  review: string;
  scenario: { pending: keyof typeof scenarios; decided: keyof typeof scenarios; rejected: keyof typeof scenarios; conflict: keyof typeof scenarios };
  decidedTab: 'approved' | 'refunded';
}

const Q: Record<StaffQueue, QueueStory> = {
  application: {
    Page: StaffApplicationViewPage,
    pending: 2,
    approve: 'pages.staff.actions.approve',
    review: '/api/staff/reviewApplication',
    scenario: { pending: 'staffApplicationPending', decided: 'staffApplicationApproved', rejected: 'staffApplicationRejected', conflict: 'staffApplicationConflict' },
    decidedTab: 'approved',
  },
  deposit: {
    Page: StaffDepositViewPage,
    pending: 3,
    approve: 'pages.staff.actions.approve',
    review: '/api/staff/reviewDeposit',
    scenario: { pending: 'staffDepositPending', decided: 'staffDepositApproved', rejected: 'staffDepositRejected', conflict: 'staffDepositConflict' },
    decidedTab: 'approved',
  },
  withdrawal: {
    Page: StaffWithdrawalViewPage,
    pending: 3,
    approve: 'pages.staff.actions.markPaid',
    review: '/api/staff/reviewWithdrawal',
    scenario: { pending: 'staffWithdrawalPending', decided: 'staffWithdrawalApproved', rejected: 'staffWithdrawalRejected', conflict: 'staffWithdrawalConflict' },
    decidedTab: 'approved',
  },
  afterSales: {
    Page: StaffAfterSalesViewPage,
    pending: 4,
    approve: 'pages.staff.actions.refund',
    review: '/api/staff/reviewAfterSales',
    scenario: { pending: 'staffAfterSalesPending', decided: 'staffAfterSalesRefunded', rejected: 'staffAfterSalesRejected', conflict: 'staffAfterSalesConflict' },
    decidedTab: 'refunded',
  },
};

const at = (queue: StaffQueue, id = Q[queue].pending) => ({ screen: { route: viewPath(queue, id), session: 'staff' as const } });
const render = (queue: StaffQueue) => () => {
  const { Page } = Q[queue];
  return <Page />;
};

/** The state banner's heading. */
const stateHeading = (context: StoryContext, queue: StaffQueue, tab: 'pending' | 'approved' | 'rejected' | 'refunded') =>
  within(context.canvasElement).findByRole('heading', { level: 2, name: storyT(context)(stateKey(queue, tab)) });

const button = (context: StoryContext, key: string) =>
  within(context.canvasElement).findByRole('button', { name: storyT(context)(key) });

const body = () => within(document.body);

/** Presses approve and answers the confirm dialog, which names the action. */
async function approve(context: StoryContext, queue: StaffQueue) {
  const label = storyT(context)(Q[queue].approve);
  await userEvent.click(await button(context, Q[queue].approve));
  const dialog = await body().findByRole('alertdialog', { name: label });
  await userEvent.click(within(dialog).getByRole('button', { name: label }));
}

/* ---------- each state ---------- */

const pendingStory = (queue: StaffQueue, check?: (context: StoryContext) => Promise<void>): Story => ({
  parameters: { ...at(queue), visual: { locales: 'all' } },
  beforeEach: ({ msw }) => msw.use(...scenarios[Q[queue].scenario.pending]),
  render: render(queue),
  play: playScreen(async (context) => {
    const { t } = context;
    await stateHeading(context, queue, 'pending');
    await expect(within(context.canvasElement).getByText(t(`pages.staff.detail.waiting.${queue}`))).toBeInTheDocument();
    await expect(await button(context, Q[queue].approve)).toBeEnabled();
    await expect(await button(context, 'pages.staff.actions.reject')).toBeEnabled();
    await expect(within(context.canvasElement).getByRole('heading', { name: t('pages.staff.history.title') })).toBeInTheDocument();
    await check?.(context);
  }),
});

export const ApplicationPending = pendingStory('application', async (context) => {
  const t = storyT(context);
  const canvas = within(context.canvasElement);
  for (const key of ['pages.staff.detail.applicant', 'pages.staff.application.store', 'pages.staff.application.contact', 'pages.staff.application.identity']) {
    await expect(canvas.getByRole('heading', { name: t(key) })).toBeInTheDocument();
  }
  await expect(canvas.getByText('Bangkok Craft House')).toBeInTheDocument();
  await expect(canvas.getByText('1100700123456')).toBeInTheDocument();
  // The private identity photos arrive through the signed client and open full size.
  for (const key of ['pages.staff.application.frontPhoto', 'pages.staff.application.backPhoto', 'pages.staff.application.handPhoto']) {
    const photo = await canvas.findByRole('button', { name: t('pages.staff.detail.openPhoto', { name: t(key) }) });
    await waitFor(() => expect(photo.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/));
  }
  await expect(canvas.getByText(t('pages.staff.history.empty'))).toBeInTheDocument();
});

export const DepositPending = pendingStory('deposit', async (context) => {
  const t = storyT(context);
  const canvas = within(context.canvasElement);
  await expect(canvas.getByText('TRC20')).toBeInTheDocument();
  await expect(canvas.getByText(/^9f1c0a7e/)).toBeInTheDocument();
  await expect(await canvas.findByRole('button', { name: t('pages.staff.detail.openPhoto', { name: t('pages.staff.deposit.proof') }) })).toBeInTheDocument();
});

/**
 * A waiting deposit whose payment proof is the same picture as deposit 1's (approved): a warning
 * names that deposit and who sent it, and opens it.
 */
export const DepositSameProof: Story = {
  parameters: at('deposit'),
  beforeEach: ({ msw }) => msw.use(...scenarios.staffDepositSameProof),
  render: render('deposit'),
  play: playScreen(async (context) => {
    const { t } = context;
    await stateHeading(context, 'deposit', 'pending');
    const title = await within(context.canvasElement).findByText(t('pages.staff.deposit.sameProofTitle'));
    const note = title.closest<HTMLElement>('[role="note"]')!;
    const line = t('pages.staff.deposit.sameProof', { id: 1, name: users.buyer.username });
    await expect(within(note).getByRole('link', { name: line })).toHaveAttribute('href', expect.stringContaining(viewPath('deposit', 1)));
    await expect(note).toHaveTextContent(t(stateKey('deposit', 'approved')));
    // The decision is still offered: the warning informs it.
    await expect(await button(context, Q.deposit.approve)).toBeEnabled();
  }),
};

export const WithdrawalPending = pendingStory('withdrawal', async (context) => {
  const t = storyT(context);
  const canvas = within(context.canvasElement);
  await expect(canvas.getByRole('heading', { name: t('pages.staff.withdrawal.payTo') })).toBeInTheDocument();
  // The method is translated; the currency is a code, the same in every language.
  const valueOf = (label: string) => canvas.getByText(label, { selector: 'dt' }).nextElementSibling;
  await expect(valueOf(t('pages.staff.withdrawal.method'))).toHaveTextContent(t('pages.staff.channel.usdt'));
  await expect(valueOf(t('pages.staff.deposit.currency'))).toHaveTextContent('USDT');
  await expect(canvas.getByText('TWW57mzCUsgMi6EEKwH9CukVPj2f2PtpQE')).toBeInTheDocument();
});

export const AfterSalesPending = pendingStory('afterSales', async (context) => {
  const t = storyT(context);
  const canvas = within(context.canvasElement);
  for (const key of ['pages.staff.afterSales.request', 'pages.staff.afterSales.buyer', 'pages.staff.afterSales.order']) {
    await expect(canvas.getByRole('heading', { name: t(key) })).toBeInTheDocument();
  }
  await expect(canvas.getByText('I ordered the blue one and received a red one.')).toBeInTheDocument();
});

const decidedStory = (queue: StaffQueue, kind: 'decided' | 'rejected', check?: (context: StoryContext) => Promise<void>): Story => ({
  parameters: at(queue),
  beforeEach: ({ msw }) => msw.use(...scenarios[Q[queue].scenario[kind]]),
  render: render(queue),
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    await stateHeading(context, queue, kind === 'decided' ? Q[queue].decidedTab : 'rejected');
    await expect(canvas.queryByRole('button', { name: t(Q[queue].approve) })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('pages.staff.actions.reject') })).toBeNull();
    // The trail names who decided; a rejection's reason shows with it.
    const trail = canvas.getByRole('heading', { name: t('pages.staff.history.title') }).closest('section')!;
    await expect(within(trail).getAllByRole('listitem').length).toBeGreaterThan(0);
    if (kind === 'rejected') {
      // The sentence's own words around the reason (which comes from the server), in any language.
      const words = t('pages.staff.history.reason', { reason: '\u0000' }).split('\u0000').map((part) => part.trim());
      const lead = words.find((part) => part.length > 0)!;
      await expect(within(trail).getByText(containing(lead))).toBeInTheDocument();
    }
    await check?.(context);
  }),
});

export const ApplicationApproved = decidedStory('application', 'decided');
export const ApplicationRejected = decidedStory('application', 'rejected');
export const DepositApproved = decidedStory('deposit', 'decided');
export const DepositRejected = decidedStory('deposit', 'rejected');
/** Paid to a bank card: staff see the card number in full (everyone else sees `**** 4242`). */
export const WithdrawalPaid = decidedStory('withdrawal', 'decided', async (context) => {
  const canvas = within(context.canvasElement);
  await expect(canvas.getByText(storyT(context)('pages.staff.channel.bankCard'))).toBeInTheDocument();
  await expect(canvas.getByText('4486120000004242')).toBeInTheDocument();
});
export const WithdrawalRejected = decidedStory('withdrawal', 'rejected');
export const AfterSalesRefunded = decidedStory('afterSales', 'decided');
export const AfterSalesRejected = decidedStory('afterSales', 'rejected');

/* ---------- who may decide ---------- */

/** The note above a waiting item: "your own item", or how far the two approvals have come. */
const rightsNote = (context: StoryContext, title: string) =>
  within(context.canvasElement).findByRole('note', { name: storyT(context)(title) });

/**
 * A deposit above the four-eyes threshold ($10,000.00) that Ana approved first: the viewer's
 * approval is the second, and credits it.
 */
export const DepositSecondApproval: Story = {
  parameters: at('deposit', 9),
  beforeEach: ({ msw }) => msw.use(...scenarios.staffDepositSecondApproval),
  render: render('deposit'),
  play: playScreen(async (context) => {
    const { t } = context;
    await stateHeading(context, 'deposit', 'pending');
    const note = await rightsNote(context, 'pages.staff.fourEyes.title');
    await expect(within(note).getByText(containing(t('pages.staff.fourEyes.firstBy', { name: staffMembers.colleague.nickname })))).toBeInTheDocument();
    await expect(within(note).getByText(t('pages.staff.fourEyes.secondNeeded'))).toBeInTheDocument();
    await expect(await button(context, 'pages.staff.actions.approve')).toBeEnabled();
    const trail = within(context.canvasElement).getByRole('heading', { name: t('pages.staff.history.title') }).closest('section')!;
    await expect(within(trail).getByText(t('pages.staff.history.firstApproval', { name: staffMembers.colleague.nickname }))).toBeInTheDocument();
  }),
};

/** The viewer gave the first approval: it waits for a colleague, and the viewer can only reject. */
export const DepositWaitingForColleague: Story = {
  parameters: at('deposit', 9),
  beforeEach: ({ msw }) => msw.use(...scenarios.staffDepositWaitingForColleague),
  render: render('deposit'),
  play: playScreen(async (context) => {
    const { t } = context;
    const note = await rightsNote(context, 'pages.staff.fourEyes.title');
    await expect(within(note).getByText(containing(t('pages.staff.fourEyes.yoursFirst')))).toBeInTheDocument();
    await expect(within(context.canvasElement).queryByRole('button', { name: t('pages.staff.actions.approve') })).toBeNull();
    await expect(await button(context, 'pages.staff.actions.reject')).toBeEnabled();
  }),
};

/** The viewer's own deposit: the console says someone else decides it, and offers no buttons. */
export const DepositOwnItem: Story = {
  parameters: at('deposit'),
  beforeEach: ({ msw }) => msw.use(...scenarios.staffDepositOwnItem),
  render: render('deposit'),
  play: playScreen(async (context) => {
    const { t } = context;
    await stateHeading(context, 'deposit', 'pending');
    const note = await rightsNote(context, 'pages.staff.fourEyes.ownTitle');
    await expect(within(note).getByText(t('pages.staff.fourEyes.own.deposit'))).toBeInTheDocument();
    const canvas = within(context.canvasElement);
    await expect(canvas.queryByRole('button', { name: t('pages.staff.actions.approve') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('pages.staff.actions.reject') })).toBeNull();
  }),
};

/* ---------- deciding ---------- */

let reviewCalls = 0;

/** While the decision is sent the bar waits: a second press does nothing, the other button is off. */
const decidingStory = (queue: StaffQueue): Story => ({
  parameters: at(queue),
  beforeEach: ({ msw }) => {
    reviewCalls = 0;
    msw.use(
      http.post(`*${Q[queue].review}`, async () => {
        reviewCalls += 1;
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  render: render(queue),
  play: playScreen(async (context) => {
    const { t } = context;
    await approve(context, queue);
    await waitFor(() => expect(reviewCalls).toBe(1));
    await expect(await button(context, 'pages.staff.actions.reject')).toBeDisabled();
    const approveButton = within(context.canvasElement).getByRole('button', { name: startingWith(t(Q[queue].approve)) });
    await userEvent.click(approveButton);
    await expect(body().queryByRole('alertdialog')).toBeNull();
    await expect(reviewCalls).toBe(1);
  }),
});

export const ApplicationDeciding = decidingStory('application');
export const DepositDeciding = decidingStory('deposit');
export const WithdrawalDeciding = decidingStory('withdrawal');
export const AfterSalesDeciding = decidingStory('afterSales');

/** Approved (paid, refunded): a toast, then the item shows the decision and the trail names staff. */
const approvedStory = (queue: StaffQueue): Story => ({
  parameters: { ...at(queue), visual: { disable: 'interaction test ending on a passing toast; the decided state is shot by the approved stories' } },
  render: render(queue),
  play: playScreen(async (context) => {
    const { canvas, t } = context;
    await approve(context, queue);
    await stateHeading(context, queue, Q[queue].decidedTab);
    await expect(await body().findByText(t(stateKey(queue, Q[queue].decidedTab)), { selector: '[role="status"] *, [role="status"]' })).toBeInTheDocument();
    const decision = queue === 'afterSales' ? 'refunded' : 'approved';
    const trail = canvas.getByRole('heading', { name: t('pages.staff.history.title') }).closest('section')!;
    await expect(
      within(trail).getByText(t(`pages.staff.history.${decisionKey(queue, decision)}`, { name: users.staff.nickname })),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t(Q[queue].approve) })).toBeNull();
  }),
});

export const ApplicationDecided = approvedStory('application');
export const DepositDecided = approvedStory('deposit');
export const WithdrawalDecided = approvedStory('withdrawal');
export const AfterSalesDecided = approvedStory('afterSales');

/** Rejecting needs a reason: sending none says so, in the sheet, and sends nothing. */
const rejectValidationStory = (queue: StaffQueue): Story => ({
  parameters: at(queue),
  beforeEach: ({ msw }) => {
    reviewCalls = 0;
    msw.use(...scenarios[Q[queue].scenario.pending]);
    msw.use(http.post(`*${Q[queue].review}`, () => void (reviewCalls += 1)));
  },
  render: render(queue),
  play: playScreen(async (context) => {
    const { t } = context;
    await userEvent.click(await button(context, 'pages.staff.actions.reject'));
    const sheet = await body().findByRole('dialog', { name: t(`pages.staff.reject.title.${queue}`) });
    const field = within(sheet).getByRole('textbox', { name: t('pages.orderView.reason') });
    await userEvent.type(field, '   ');
    await userEvent.click(within(sheet).getByRole('button', { name: t('pages.staff.actions.reject') }));
    await expect(await within(sheet).findByText(t('pages.staff.reject.reasonRequired'))).toBeInTheDocument();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(reviewCalls).toBe(0);
  }),
});

export const ApplicationRejectNeedsReason = rejectValidationStory('application');
export const DepositRejectNeedsReason = rejectValidationStory('deposit');
export const WithdrawalRejectNeedsReason = rejectValidationStory('withdrawal');
export const AfterSalesRejectNeedsReason = rejectValidationStory('afterSales');

/** With a reason the item is rejected, and the reason shows with the decision. */
const rejectStory = (queue: StaffQueue): Story => ({
  parameters: { ...at(queue), visual: { disable: 'interaction test ending on a passing toast; the rejected state is shot by the rejected stories' } },
  render: render(queue),
  play: playScreen(async (context) => {
    const { t } = context;
    await userEvent.click(await button(context, 'pages.staff.actions.reject'));
    const sheet = await body().findByRole('dialog', { name: t(`pages.staff.reject.title.${queue}`) });
    await userEvent.type(within(sheet).getByRole('textbox', { name: t('pages.orderView.reason') }), 'Blurred photo');
    await userEvent.click(within(sheet).getByRole('button', { name: t('pages.staff.actions.reject') }));
    await stateHeading(context, queue, 'rejected');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(within(context.canvasElement).getAllByText(t('pages.staff.history.reason', { reason: 'Blurred photo' })).length).toBeGreaterThan(0);
  }),
});

export const ApplicationRejects = rejectStory('application');
export const DepositRejects = rejectStory('deposit');
export const WithdrawalRejects = rejectStory('withdrawal');
export const AfterSalesRejects = rejectStory('afterSales');

/** A colleague decided a moment earlier: the item says who decided what and when, and no second decision happens. */
const conflictStory = (queue: StaffQueue): Story => ({
  parameters: at(queue),
  beforeEach: ({ msw }) => msw.use(...scenarios[Q[queue].scenario.conflict]),
  render: render(queue),
  play: playScreen(async (context) => {
    const { t } = context;
    await approve(context, queue);
    const title = await within(context.canvasElement).findByText(t('pages.staff.conflict.title'));
    const alert = title.closest<HTMLElement>('[role="alert"]')!;
    await expect(alert).toBeInTheDocument();
    const { decision } = staffConflicts[queue];
    await expect(alert).toHaveTextContent(
      t(`pages.staff.history.${decisionKey(queue, decision)}`, { name: staffMembers.colleague.nickname }),
    );
    await expect(alert.querySelector('time')).toHaveAttribute('datetime', staffConflicts[queue].decidedAt);
  }),
});

export const ApplicationConflict = conflictStory('application');
export const DepositConflict = conflictStory('deposit');
export const WithdrawalConflict = conflictStory('withdrawal');
export const AfterSalesConflict = conflictStory('afterSales');

/* ---------- photos, loading, errors ---------- */

/** An identity photo opens full size in the viewer; Escape closes it and focus goes back to the photo. */
export const ZoomPhoto: Story = {
  parameters: { ...at('application'), visual: { disable: 'the viewer over the page; interaction test of opening and closing it' } },
  render: render('application'),
  play: playScreen(async (context) => {
    const { t } = context;
    const photo = await within(context.canvasElement).findByRole('button', {
      name: t('pages.staff.detail.openPhoto', { name: t('pages.staff.application.backPhoto') }),
    });
    photo.focus();
    await userEvent.keyboard('{Enter}');
    const viewer = await body().findByRole('dialog', { name: t('kit.imagePreview.label') });
    await expect(within(viewer).getByRole('img', { name: t('pages.staff.application.backPhoto') }).getAttribute('src')).toMatch(/^blob:/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(photo).toHaveFocus());
  }),
};

/** A private photo that cannot be fetched says so, and a press tries again. */
export const PhotoFailed: Story = {
  parameters: at('application'),
  beforeEach: ({ msw }) => msw.use(http.get('*/api/upload/file', () => HttpResponse.error())),
  render: render('application'),
  play: playScreen(async ({ canvas, t }) => {
    await waitFor(() => expect(canvas.getAllByRole('button', { name: containing(t('pages.staff.detail.photoFailed')) })).toHaveLength(3));
  }),
};

export const Loading: Story = loadingStory();

export const Failed: Story = failedStory();

/** An id that names nothing: back to the queue. */
export const NotFound: Story = {
  parameters: at('deposit', 999),
  render: render('deposit'),
  play: playScreen(async ({ canvas, t }) => {
    await expect(await canvas.findByText(t('pages.staff.detail.notFound'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('routes.staffDeposits') })).toBeInTheDocument();
  }),
};
