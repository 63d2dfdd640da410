import { demoPicture } from '@shop/api/pictures';
import { REVIEW_STATUS, STORE_APPLICATION_STATUS } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { loadSharp } from '../media/loadSharp';
import { mediaUrl } from '../media/art';
import { categories, deposits, staffDecisions, storeApplications, users, wholesaleItems, withdrawalAccounts, withdrawals } from '../db/schema';
import type { Db } from '../db/client';
import type { AppContext } from '../context';
import { saveUpload } from '../features/uploads/store';
import { platform, transfer, userAvailable, userHeld } from '../features/wallet/ledger';
import { hashSecret } from '../features/account/passwords';
import { WHOLESALE } from './catalogueData';
import { WHOLESALE_EMOJI } from './pictures';
import { en } from './translations/en';
import type { SeedModule } from './types';

/** The seeded applications sell handmade homeware and gifts. */
const APPLICATION_EMOJI = ['amphora', 'candle', 'wrapped-gift'] as const;

/** A flat picture made here (no downloads): a coloured card with a lighter band (identity photos, proofs). */
async function picture(width: number, height: number, hue: number): Promise<Buffer> {
  const band = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <rect width="100%" height="100%" fill="hsl(${hue},55%,55%)"/>
      <rect y="${Math.round(height * 0.6)}" width="100%" height="${Math.round(height * 0.25)}" fill="hsl(${hue},55%,80%)"/>
    </svg>`,
  );
  const sharp = await loadSharp();
  return sharp(band).png().toBuffer();
}

async function userId(db: Db, username: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row?.id;
}

/** A store application's logo or banner as the applicant would upload it: a PNG of a demo picture. */
async function storePicture(layout: 'badge' | 'promotion', width: number, height: number, seed: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(demoPicture({ layout, width, height, emoji: APPLICATION_EMOJI, seed }))).png().toBuffer();
}

async function applicationImages(db: Db, ctx: AppContext, ownerId: number, hue: number) {
  const upload = async (purpose: 'store' | 'identity', image: Buffer) => (await saveUpload(ctx, ownerId, purpose, image, db)).id;
  const save = async (purpose: 'store' | 'identity', width: number, height: number, shift: number) =>
    upload(purpose, await picture(width, height, (hue + shift) % 360));
  return {
    logoUploadId: await upload('store', await storePicture('badge', 200, 200, hue)),
    bannerUploadId: await upload('store', await storePicture('promotion', 750, 300, hue + 1)),
    frontUploadId: await save('identity', 320, 200, 180),
    backUploadId: await save('identity', 320, 200, 200),
    handUploadId: await save('identity', 300, 400, 220),
  };
}

/**
 * Wholesale items, store applications (one pending for staff to review, one rejected for the demo
 * buyer to apply again), and the demo buyer's deposits and withdrawals in every review state.
 */
export const moneySeed: SeedModule = {
  name: 'money',
  async run(db, ctx) {
    const now = ctx.clock.now();
    const leafCategories = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
    const leaves = leafCategories.filter((c) => c.parentId !== null);
    const categoryIds = (leaves.length ? leaves : leafCategories).map((c) => c.id);
    if (categoryIds.length === 0) throw new Error('money seed: the catalogue seed must run first (no categories)');

    await db.insert(wholesaleItems).values(
      WHOLESALE.map(([name, purchasePrice, price], i) => ({
        categoryId: categoryIds[(i * 5) % categoryIds.length]!,
        name,
        description: en.wholesaleDescription(name),
        cover: mediaUrl('product', `wholesale-${i + 1}`, [WHOLESALE_EMOJI[name]!]),
        images: [mediaUrl('product', `wholesale-${i + 1}`, [WHOLESALE_EMOJI[name]!]), mediaUrl('product', `wholesale-${i + 1}-b`, [WHOLESALE_EMOJI[name]!])],
        purchasePrice,
        price,
        stock: 200 + i * 10,
      })),
    );

    const buyer = await userId(db, 'demo');
    const staff = await userId(db, 'staff');
    if (!buyer || !staff) throw new Error('money seed: the demo accounts must exist');

    // A second shopper whose application waits for review.
    const [applicant] = await db
      .insert(users)
      .values({
        username: 'applicant',
        nickname: 'Applicant',
        email: 'applicant@example.com',
        passwordHash: await hashSecret('applicant1234'),
        inviteCode: 'APPLICANT01',
      })
      .returning({ id: users.id });
    const common = {
      description: 'Handmade homeware and gifts, shipped within two days.',
      categoryId: categoryIds[0]!,
      storeType: 'individual',
      country: 'TH',
      city: 'Bangkok',
      certificateType: 'idCard',
    };
    const applications = await db.insert(storeApplications).values([
      {
        ...common,
        ...(await applicationImages(db, ctx, applicant!.id, 20)),
        userId: applicant!.id,
        status: STORE_APPLICATION_STATUS.pendingReview,
        name: 'Bangkok Craft House',
        contactName: 'Somchai P.',
        contactPhone: '+66812345678',
        certificateNumber: '1100700123456',
      },
      {
        ...common,
        ...(await applicationImages(db, ctx, buyer, 200)),
        userId: buyer,
        status: STORE_APPLICATION_STATUS.rejected,
        name: 'Demo Corner',
        contactName: 'Demo Buyer',
        contactPhone: '+66898765432',
        certificateNumber: '3100600765432',
        reason: 'The identity photos are blurred; please take them again in good light.',
        reviewedBy: staff,
        reviewedAt: now,
      },
    ]).returning();

    // Deposits in every state; only the approved one is credited (through the ledger).
    const proof = async (hue: number) => (await saveUpload(ctx, buyer, 'proof', await picture(300, 500, hue), db)).id;
    const depositBase = { userId: buyer, type: 'usdt' as const, currency: 'USDT', network: 'TRC20' };
    const seededDeposits = await db
      .insert(deposits)
      .values([
        { ...depositBase, amount: 500_00, txHash: 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9a', proofUploadId: await proof(120), status: REVIEW_STATUS.approved, idempotencyKey: 'seed-deposit-approved', reviewedBy: staff, reviewedAt: now },
        { ...depositBase, amount: 80_00, txHash: 'ffeeddccbbaa99887766554433221100ffeeddccbbaa99887766554433221100', proofUploadId: await proof(200), status: REVIEW_STATUS.underReview, idempotencyKey: 'seed-deposit-pending' },
        { ...depositBase, type: 'bankCard', currency: 'USD', network: '', amount: 25_00, proofUploadId: await proof(0), status: REVIEW_STATUS.failed, reason: 'The transfer did not arrive.', idempotencyKey: 'seed-deposit-failed', reviewedBy: staff, reviewedAt: now },
      ])
      .returning();
    const approved = seededDeposits[0];
    const credited = await transfer(db, {
      kind: 'deposit',
      amount: approved!.amount,
      from: platform('platform_external'),
      to: userAvailable(buyer),
      idempotency: { scope: 'deposit', key: String(approved!.id) },
      reference: { type: 'deposit', id: approved!.id },
    });
    await db.update(deposits).set({ journalId: credited.journalId }).where(eq(deposits.id, approved!.id));

    const [usdt, card] = await db
      .insert(withdrawalAccounts)
      .values([
        { userId: buyer, type: 'usdt', label: 'My USDT wallet', currency: 'USDT', network: 'TRC20', address: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL' },
        { userId: buyer, type: 'bankCard', bankName: 'Siam Demo Bank', cardNumber: '6222020200112230', holderName: 'Demo Buyer' },
      ])
      .returning();
    const snapshot = (row: typeof usdt) => {
      const { id, userId: _u, deletedAt: _d, createdAt: _c, ...rest } = row!;
      return { ...rest, id };
    };
    const held = await db
      .insert(withdrawals)
      .values([
        { userId: buyer, accountId: usdt!.id, accountSnapshot: snapshot(usdt), amount: 60_00, status: REVIEW_STATUS.underReview, idempotencyKey: 'seed-withdraw-pending' },
        { userId: buyer, accountId: card!.id, accountSnapshot: snapshot(card), amount: 40_00, status: REVIEW_STATUS.approved, idempotencyKey: 'seed-withdraw-approved', reviewedBy: staff, reviewedAt: now },
        { userId: buyer, accountId: usdt!.id, accountSnapshot: snapshot(usdt), amount: 30_00, status: REVIEW_STATUS.failed, reason: 'The address is not on the TRC20 network.', idempotencyKey: 'seed-withdraw-failed', reviewedBy: staff, reviewedAt: now },
      ])
      .returning();
    // Every withdrawal held its amount; the approved one was paid out, the failed one released.
    for (const row of held) {
      await transfer(db, { kind: 'withdrawal_hold', amount: row.amount, from: userAvailable(buyer), to: userHeld(buyer), idempotency: { scope: 'withdrawal_hold', key: String(row.id) }, reference: { type: 'withdrawal', id: row.id } });
      if (row.status === REVIEW_STATUS.underReview) continue;
      const approvedOut = row.status === REVIEW_STATUS.approved;
      await transfer(db, {
        kind: approvedOut ? 'withdrawal_payout' : 'withdrawal_release',
        amount: row.amount,
        from: userHeld(buyer),
        to: approvedOut ? platform('platform_external') : userAvailable(buyer),
        idempotency: { scope: 'withdrawal_review', key: String(row.id) },
        reference: { type: 'withdrawal', id: row.id },
      });
    }

    // The decided items were decided by the demo staff account: the console's audit trail says so,
    // as it would had they been decided through the console (so their histories are not empty).
    const trail = (
      queue: 'application' | 'deposit' | 'withdrawal',
      approvedStatus: number,
      rows: { id: number; status: number; reason: string; reviewedAt: Date | null }[],
    ) =>
      rows
        .filter((row) => row.reviewedAt !== null)
        .map((row) => ({
          queue,
          itemId: row.id,
          decision: row.status === approvedStatus ? ('approved' as const) : ('rejected' as const),
          reason: row.reason,
          staffId: staff,
          decidedAt: row.reviewedAt!,
        }));
    await db.insert(staffDecisions).values([
      ...trail('application', STORE_APPLICATION_STATUS.approved, applications),
      ...trail('deposit', REVIEW_STATUS.approved, seededDeposits),
      ...trail('withdrawal', REVIEW_STATUS.approved, held),
    ]);
  },
};
