import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { newInviteCode } from '../services/accounts';
import { hashSecret } from '../services/passwords';

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
