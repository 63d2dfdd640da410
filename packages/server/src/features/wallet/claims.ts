import type { REVIEW_STATUS, ReviewStatusName } from '@shop/domain';
import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deposits, uploads, users } from '../../db/schema';

/**
 * A claim is paid once (security audit "Trust", finding 6).
 *
 * A transaction hash is accepted once per network: the database holds each hash's key once over
 * the deposits under review or approved (migration 110, `deposits_tx_hash_claimed`; the key is set
 * there by a trigger, from the same rule as `txHashKey`). A rejected claim leaves the index, so its
 * owner can correct it and send it again. A payment proof is not refused when it comes again, but
 * staff see every other deposit that sent the same picture (`sameProofDeposits`).
 */

/**
 * How a transaction hash is compared: trimmed, and when it is hex (with or without `0x`),
 * lower-cased without the `0x` ("0xAB12" and "ab12" are one transfer). Anything else (a bank
 * reference) is compared as typed. Null for no hash. The SQL function `deposit_tx_hash_key` of
 * migration 110 is the same rule; claims.test.ts checks that they agree.
 */
export function txHashKey(txHash: string | undefined | null): string | null {
  const trimmed = (txHash ?? '').trim();
  if (!trimmed) return null;
  return /^(0x)?[0-9a-f]+$/i.test(trimmed) ? trimmed.replace(/^0x/i, '').toLowerCase() : trimmed;
}

/** At most this many other deposits are listed as sharing a proof (a long list says enough). */
export const SAME_PROOF_LIMIT = 20;

/**
 * The other deposits whose payment proof is the same picture as this one's: the same upload, or
 * an upload with the same stored bytes (uploads are re-encoded, so the same file sent twice gives
 * the same bytes and the same SHA-256). Uploads saved before migration 110 have no hash and match
 * by upload only. Oldest first.
 */
export async function sameProofDeposits(db: Db, deposit: { id: number; proofUploadId: string }) {
  const [proof] = await db
    .select({ contentHash: uploads.contentHash })
    .from(uploads)
    .where(eq(uploads.id, deposit.proofUploadId));
  const sameUpload = eq(uploads.id, deposit.proofUploadId);
  const pictures = db
    .select({ id: uploads.id })
    .from(uploads)
    .where(
      proof?.contentHash ? or(sameUpload, eq(uploads.contentHash, proof.contentHash)) : sameUpload,
    );
  const rows = await db
    .select({
      id: deposits.id,
      userId: deposits.userId,
      username: users.username,
      status: deposits.status,
    })
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .where(and(ne(deposits.id, deposit.id), inArray(deposits.proofUploadId, pictures)))
    .orderBy(asc(deposits.id))
    .limit(SAME_PROOF_LIMIT);
  return rows.map((row) => ({
    ...row,
    status: row.status as (typeof REVIEW_STATUS)[ReviewStatusName],
  }));
}
