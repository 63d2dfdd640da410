import type { CERTIFICATE_TYPES, STORE_TYPES } from '@shop/api/contract';
import {
  nextStoreApplicationStatus,
  STORE_APPLICATION_STATUS,
  statusName,
  type StoreApplicationStatusCode,
  type StoreApplicationStatusName,
} from '@shop/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { categories, storeApplications, stores, users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { userInfo } from '../account';
import { decidedRefusal, decisionsFor, recordDecision } from '../staff';
import { fourEyes, reviewRights, type DecidingItem } from '../staff';
import { ownedUpload, uploadUrl } from '../uploads';
import { inTransaction } from '../wallet';
import { iso, isoOrNull, offsetOf, pageOf, type PageRequest } from '../../http/paging';

export interface ApplicationInput {
  storeName: string;
  logo: string;
  banner: string;
  description: string;
  categoryId: number;
  storeType: (typeof STORE_TYPES)[number];
  country: string;
  city: string;
  contactName: string;
  contactPhone: string;
  certificateType: (typeof CERTIFICATE_TYPES)[number];
  certificateNumber: string;
  frontPhoto: string;
  backPhoto: string;
  handPhoto: string | null;
}

type ApplicationRow = typeof storeApplications.$inferSelect;

const nameOf = (code: number): StoreApplicationStatusName =>
  statusName(STORE_APPLICATION_STATUS, code) ?? 'none';

const publicImage = (id: string) => uploadUrl({ id, purpose: 'store' });
const privateImage = (id: string) => uploadUrl({ id, purpose: 'identity' });

/** The application as the contract shows it; identity photos as private (owner and staff) URLs. */
export function toApplication(row: ApplicationRow | undefined) {
  if (!row) {
    return { status: STORE_APPLICATION_STATUS.none, reason: null, form: null, submittedAt: null, reviewedAt: null, storeId: null };
  }
  return {
    status: row.status as StoreApplicationStatusCode,
    reason: row.status === STORE_APPLICATION_STATUS.rejected ? row.reason : null,
    form: {
      storeName: row.name,
      logo: publicImage(row.logoUploadId),
      banner: publicImage(row.bannerUploadId),
      description: row.description,
      categoryId: row.categoryId,
      storeType: row.storeType as ApplicationInput['storeType'],
      country: row.country,
      city: row.city,
      contactName: row.contactName,
      contactPhone: row.contactPhone,
      certificateType: row.certificateType as ApplicationInput['certificateType'],
      certificateNumber: row.certificateNumber,
      frontPhoto: privateImage(row.frontUploadId),
      backPhoto: privateImage(row.backUploadId),
      handPhoto: row.handUploadId ? privateImage(row.handUploadId) : null,
    },
    submittedAt: iso(row.createdAt),
    reviewedAt: isoOrNull(row.reviewedAt),
    storeId: row.storeId,
  };
}

async function latestApplication(db: Db, userId: number): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(storeApplications)
    .where(eq(storeApplications.userId, userId))
    .orderBy(desc(storeApplications.id))
    .limit(1);
  return row;
}

export async function getApplication(ctx: AppContext, userId: number) {
  return toApplication(await latestApplication(ctx.db, userId));
}


/**
 * Submits an application (again, after a rejection), written in `lang` (the request's language). The domain's store-application rules decide
 * whether the applicant may submit now; logo and banner must be the applicant's own store images,
 * the identity photos their own private identity uploads.
 */
export async function submitApplication(ctx: AppContext, userId: number, input: ApplicationInput, lang: string) {
  const latest = await latestApplication(ctx.db, userId);
  const current = latest ? nameOf(latest.status) : 'none';
  if (!nextStoreApplicationStatus(current, 'SUBMIT', 'buyer')) {
    throw new ApiError(current === 'pendingReview' ? 'alreadyApplied' : 'alreadyExists');
  }
  const [store] = await ctx.db.select({ id: stores.id }).from(stores).where(eq(stores.ownerId, userId));
  if (store) throw new ApiError('alreadyExists');
  const [category] = await ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.id, input.categoryId));
  if (!category) throw new ApiError('validation', {}, { categoryId: 'validation.chooseOne' });
  const image = (url: string, field: string) => ownedUpload(ctx.db, url, userId, ['store'], field);
  const identity = (url: string, field: string) => ownedUpload(ctx.db, url, userId, ['identity'], field);
  const [logo, banner, front, back, hand] = await Promise.all([
    image(input.logo, 'logo'),
    image(input.banner, 'banner'),
    identity(input.frontPhoto, 'frontPhoto'),
    identity(input.backPhoto, 'backPhoto'),
    input.handPhoto ? identity(input.handPhoto, 'handPhoto') : Promise.resolve(null),
  ]);
  try {
    const [row] = await ctx.db
      .insert(storeApplications)
      .values({
        userId,
        status: STORE_APPLICATION_STATUS.pendingReview,
        name: input.storeName,
        logoUploadId: logo.id,
        bannerUploadId: banner.id,
        description: input.description,
        // The applicant writes the name and description in the language the app is in.
        lang,
        categoryId: input.categoryId,
        storeType: input.storeType,
        country: input.country,
        city: input.city,
        contactName: input.contactName,
        contactPhone: input.contactPhone,
        certificateType: input.certificateType,
        certificateNumber: input.certificateNumber,
        frontUploadId: front.id,
        backUploadId: back.id,
        handUploadId: hand?.id ?? null,
      })
      .returning();
    return toApplication(row);
  } catch (error) {
    // Two submits at once: the one-pending-per-person index lets exactly one in.
    if (isUniqueViolation(error)) throw new ApiError('alreadyApplied');
    throw error;
  }
}

export async function listApplicationsForStaff(
  ctx: AppContext,
  filter: PageRequest & { status?: StoreApplicationStatusName | undefined },
) {
  const where = filter.status ? eq(storeApplications.status, STORE_APPLICATION_STATUS[filter.status]) : undefined;
  const rows = await ctx.db
    .select()
    .from(storeApplications)
    .where(where)
    .orderBy(desc(storeApplications.id))
    .limit(filter.pageSize)
    .offset(offsetOf(filter));
  const [total] = await ctx.db.select({ n: count() }).from(storeApplications).where(where);
  const list = [];
  for (const row of rows) list.push({ id: row.id, user: await userInfo(ctx, row.userId), application: toApplication(row) });
  return pageOf(list, total?.n ?? 0, filter);
}

/**
 * One application for staff: everything the applicant sent (identity photos as private URLs that
 * load through the signed client), and the decisions on this and the applicant's earlier ones.
 */
export async function applicationDetail(ctx: AppContext, id: number, staffId: number) {
  const [row] = await ctx.db.select().from(storeApplications).where(eq(storeApplications.id, id));
  if (!row) throw new ApiError('notFound');
  const applicantsOwn = await ctx.db
    .select({ id: storeApplications.id })
    .from(storeApplications)
    .where(eq(storeApplications.userId, row.userId));
  return {
    id: row.id,
    user: await userInfo(ctx, row.userId),
    application: toApplication(row),
    history: await decisionsFor(ctx.db, 'application', applicantsOwn.map((a) => a.id)),
    rights: await reviewRights(ctx.db, applicationItem(row), staffId, ctx.config.fourEyesAboveCents),
  };
}

/** An application is its applicant's own: they cannot open their own store as staff. */
const applicationItem = (row: { id: number; userId: number }): DecidingItem => ({ queue: 'application', itemId: row.id, ownerIds: [row.userId] });

/**
 * Staff approve (the store opens and the applicant becomes a merchant) or reject with a reason
 * (the applicant may apply again), with the decision in the audit trail. The row is locked so two
 * reviewers cannot both decide it: the second waits, finds it decided, and is told by whom.
 */
export async function reviewApplication(
  ctx: AppContext,
  staffId: number,
  input: { id: number; approve: true } | { id: number; approve: false; reason: string },
) {
  return inTransaction(ctx.db, async (tx) => {
    const [row] = await tx.select().from(storeApplications).where(eq(storeApplications.id, input.id)).for('update');
    if (!row) throw new ApiError('notFound');
    const next = nextStoreApplicationStatus(nameOf(row.status), input.approve ? 'APPROVE' : 'REJECT', 'staff');
    if (!next) throw await decidedRefusal(tx, 'application', row.id);
    const now = ctx.clock.now();
    await fourEyes(tx, applicationItem(row), { staffId, approve: input.approve, decidedAt: now, aboveCents: ctx.config.fourEyesAboveCents });
    const decided = { queue: 'application', itemId: row.id, staffId, decidedAt: now } as const;
    if (!input.approve) {
      const [rejected] = await tx
        .update(storeApplications)
        .set({ status: STORE_APPLICATION_STATUS[next], reason: input.reason, reviewedBy: staffId, reviewedAt: now })
        .where(eq(storeApplications.id, row.id))
        .returning();
      await recordDecision(tx, { ...decided, decision: 'rejected', reason: input.reason });
      return toApplication(rejected);
    }
    const [store] = await tx
      .insert(stores)
      .values({
        ownerId: row.userId,
        name: row.name,
        logo: publicImage(row.logoUploadId),
        banner: publicImage(row.bannerUploadId),
        description: row.description,
        // The applicant's language, not the reviewer's: they wrote the text.
        lang: row.lang,
        categoryId: row.categoryId,
        storeType: row.storeType,
        country: row.country,
        city: row.city,
        contactName: row.contactName,
        contactPhone: row.contactPhone,
      })
      .onConflictDoNothing()
      .returning({ id: stores.id });
    if (!store) throw new ApiError('alreadyExists');
    // Staff keep their role; everyone else becomes a merchant.
    await tx
      .update(users)
      .set({ role: 'merchant' })
      .where(and(eq(users.id, row.userId), sql`${users.role} <> 'staff'`));
    const [approved] = await tx
      .update(storeApplications)
      .set({ status: STORE_APPLICATION_STATUS[next], reason: '', reviewedBy: staffId, reviewedAt: now, storeId: store.id })
      .where(eq(storeApplications.id, row.id))
      .returning();
    await recordDecision(tx, { ...decided, decision: 'approved' });
    return toApplication(approved);
  });
}
