import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, stores, users } from '../db/schema';
import { newInviteCode } from '../features/account/service';
import { hashSecret } from '../features/account/passwords';

/** Staff decide deposits, withdrawals and refunds: their password is held to more than a shopper's. */
export const STAFF_PASSWORD_MIN = 12;

export interface StaffAccountInput {
  username: string;
  email: string;
  password: string;
}

/** What is wrong with the input, one line each; empty when it may be created. */
export function staffAccountProblems(input: StaffAccountInput): string[] {
  const problems: string[] = [];
  if (!/^[A-Za-z0-9_.-]{3,32}$/.test(input.username)) problems.push('username: 3 to 32 letters, digits, dots, dashes or underscores');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email)) problems.push('email: not a valid address');
  if ([...input.password].length < STAFF_PASSWORD_MIN) problems.push(`password: at least ${STAFF_PASSWORD_MIN} characters`);
  return problems;
}

/**
 * Makes a staff account. The only way one comes to exist in production: there is no demo staff
 * there, and no endpoint grants the role.
 */
export async function createStaffAccount(db: Db, input: StaffAccountInput): Promise<{ id: number }> {
  const problems = staffAccountProblems(input);
  if (problems.length) throw new Error(problems.join('\n'));
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${input.username}) OR lower(${users.email}) = lower(${input.email})`);
  if (taken) throw new Error('an account with this username or email exists already');
  const [created] = await db
    .insert(users)
    .values({
      username: input.username,
      email: input.email.trim().toLowerCase(),
      nickname: input.username,
      passwordHash: await hashSecret(input.password),
      role: 'staff',
      inviteCode: await newInviteCode(db),
    })
    .returning({ id: users.id });
  return created!;
}

/**
 * The command's own arguments. pnpm 10 passes the `--` of `pnpm --filter @shop/server staff:create
 * -- --username ...` through to the script, where `parseArgs` would take every option after it
 * for a positional; the documented form and the one without `--` both work.
 */
export function commandArgs(argv: readonly string[] = process.argv.slice(2)): string[] {
  return argv[0] === '--' ? argv.slice(1) : [...argv];
}

/**
 * Grants or revokes the staff role of an existing account: with the account-creating command, the
 * only way a role changes (no endpoint does it). Revoking ends every session of the account, so
 * an open console stops at its next request; the account keeps its store, as a merchant.
 */
export async function setStaffRole(db: Db, username: string, grant: boolean, now: Date): Promise<{ id: number; role: string }> {
  const [user] = await db
    .select({ id: users.id, storeId: stores.id })
    .from(users)
    .leftJoin(stores, eq(stores.ownerId, users.id))
    .where(sql`lower(${users.username}) = lower(${username})`);
  if (!user) throw new Error(`no account named ${username}`);
  const role = grant ? 'staff' : user.storeId !== null ? 'merchant' : 'buyer';
  await db.transaction(async (tx) => {
    await tx.update(users).set({ role }).where(eq(users.id, user.id));
    if (!grant) await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
  });
  return { id: user.id, role };
}
