import { createHash, randomInt } from 'node:crypto';
import { LIMITS } from '@shop/domain';
import type { User } from '@shop/api/contract';
import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { sessions, stores, users, verificationCodes } from '../db/schema';
import { hashToken, newToken } from '../http/auth';
import { ApiError, fieldError } from '../http/errors';
import { clearAttempts, refundAttempt, reserveAttempt, type AttemptPolicy } from './attempts';
import { ownedUpload, uploadUrl } from '../uploads/store';
import { checkCaptcha } from './captcha';
import { hashSecret, verifySecret } from './passwords';

export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_MAX_ATTEMPTS = 5;
/** Failed logins on one account before a captcha is required, and before a lock. */
export const CAPTCHA_AFTER_FAILURES = 3;
export const LOCK_AFTER_FAILURES = 10;
export const LOCK_SECONDS = 15 * 60;
/** A quiet quarter of an hour forgives earlier failures. */
const FAILURE_WINDOW_SECONDS = 15 * 60;

type Purpose = 'register' | 'reset';

const codeHash = (target: string, code: string) => createHash('sha256').update(`${target}:${code}`).digest('hex');
const normaliseTarget = (channel: 'email' | 'sms', target: string) =>
  channel === 'email' ? target.trim().toLowerCase() : target.trim();

/** A hash to compare against when the account does not exist, so timing does not reveal it. */
let decoyHash: Promise<string> | undefined;

export async function createSession(db: Db, userId: number, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), createdAt: now, lastSeenAt: now });
  return token;
}

export async function userInfo(ctx: AppContext, userId: number, db: Db = ctx.db): Promise<User> {
  const [row] = await db
    .select({ user: users, storeId: stores.id })
    .from(users)
    .leftJoin(stores, eq(stores.ownerId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new ApiError('sessionExpired');
  const { user, storeId } = row;
  const { balance } = await ctx.ledger.userBalance(db, userId);
  const roles: User['roles'] = ['buyer'];
  if (user.role === 'merchant' || storeId !== null) roles.push('merchant');
  if (user.role === 'staff') roles.push('staff');
  return {
    id: user.id,
    username: user.username,
    nickname: user.nickname,
    avatar: user.avatar,
    email: user.email,
    phone: user.phone,
    inviteCode: user.inviteCode,
    creditScore: user.creditScore,
    level: user.level,
    balance,
    payPasswordSet: user.payPasswordHash !== null,
    roles,
    storeId,
    createdAt: user.createdAt.toISOString(),
  };
}

async function sessionFor(ctx: AppContext, userId: number) {
  const token = await createSession(ctx.db, userId, ctx.clock.now());
  return { token, openId: `u${userId}`, userInfo: await userInfo(ctx, userId) };
}

/* ---------- login ---------- */

export interface LoginInput {
  account: string;
  password: string;
  captchaId?: string | undefined;
  captcha?: string | undefined;
}

/** One account's failures, whichever of its identifiers (username, email, phone) was typed. */
const ACCOUNT_POLICY: AttemptPolicy = {
  limit: LOCK_AFTER_FAILURES,
  windowSeconds: FAILURE_WINDOW_SECONDS,
  lockSeconds: LOCK_SECONDS,
};
/**
 * One client address's failures over every account, so one address cannot try a password on
 * many accounts. Generous, since an office or a phone carrier puts many people behind one.
 */
export const ADDRESS_POLICY: AttemptPolicy = { limit: 50, windowSeconds: FAILURE_WINDOW_SECONDS, lockSeconds: LOCK_SECONDS };

/**
 * Signs in. Both attempt counters (the account's and the address's) are reserved before the
 * password is hashed, so a burst of parallel guesses runs at most three password checks before
 * a captcha is needed, and none once the account is locked; a right password that comes after
 * the limit gets exactly the refusal a wrong one gets.
 */
export async function login(ctx: AppContext, input: LoginInput, address = 'local') {
  const now = ctx.clock.now();
  const account = input.account.trim();
  const [user] = await ctx.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(
      or(
        sql`lower(${users.username}) = lower(${account})`,
        sql`lower(${users.email}) = lower(${account})`,
        eq(users.phone, account),
      ),
    )
    .limit(1);
  const accountKey = user ? `user:${user.id}` : `account:${account.toLowerCase()}`;
  const addressKey = `address:${address}`;

  const byAddress = await reserveAttempt(ctx.db, addressKey, now, ADDRESS_POLICY);
  if (!byAddress.allowed) throw new ApiError('tooManyRequests', { seconds: byAddress.lockSecondsLeft });
  const byAccount = await reserveAttempt(ctx.db, accountKey, now, ACCOUNT_POLICY);
  if (!byAccount.allowed) {
    await refundAttempt(ctx.db, addressKey);
    throw new ApiError('tooManyRequests', { seconds: byAccount.lockSecondsLeft });
  }
  const unchecked = async () => {
    await refundAttempt(ctx.db, accountKey);
    await refundAttempt(ctx.db, addressKey);
  };
  if (byAccount.ordinal > CAPTCHA_AFTER_FAILURES) {
    const solved =
      input.captchaId && input.captcha ? await checkCaptcha(ctx.db, input.captchaId, input.captcha, now) : false;
    if (!solved) {
      await unchecked();
      throw new ApiError('captchaWrong', {}, { captcha: 'errors.captchaWrong' });
    }
  }

  let valid: boolean;
  try {
    if (!user) {
      decoyHash ??= hashSecret('decoy password that matches nothing').catch((error: unknown) => {
        decoyHash = undefined;
        throw error;
      });
    }
    valid = await verifySecret(input.password, user?.passwordHash ?? (await decoyHash!));
  } catch (error) {
    // The hashing queue was full: nothing was checked, so nothing counts.
    await unchecked();
    throw error;
  }
  if (!user || !valid) {
    // From the third failure on the client must show a captcha; the reason tells it so.
    if (byAccount.ordinal >= CAPTCHA_AFTER_FAILURES && byAccount.ordinal < LOCK_AFTER_FAILURES) {
      throw new ApiError('loginFailed', { captchaRequired: 1 });
    }
    throw new ApiError('loginFailed');
  }
  await clearAttempts(ctx.db, accountKey);
  await refundAttempt(ctx.db, addressKey);
  return sessionFor(ctx, user.id);
}

export async function logout(db: Db, sessionId: number, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/* ---------- verification codes ---------- */

export async function sendCode(
  ctx: AppContext,
  input: { channel: 'email' | 'sms'; target: string; purpose: 'register' | 'resetPwd' },
) {
  const now = ctx.clock.now();
  const target = normaliseTarget(input.channel, input.target);
  if (input.channel === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(target)) {
    throw fieldError('target', 'validation.emailInvalid');
  }
  if (input.channel === 'sms' && !/^\+[1-9]\d{6,14}$/.test(target)) throw fieldError('target', 'validation.phoneInvalid');
  const purpose: Purpose = input.purpose === 'register' ? 'register' : 'reset';

  const [last] = await ctx.db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  const waitMs = last ? last.createdAt.getTime() + LIMITS.verificationResendSeconds * 1000 - now.getTime() : 0;
  if (waitMs > 0) throw new ApiError('tooManyRequests', { seconds: Math.ceil(waitMs / 1000) });

  const existing = await findByTarget(ctx.db, input.channel, target);
  if (purpose === 'register' && existing) throw new ApiError('alreadyExists', {}, { target: 'errors.alreadyExists' });

  const code = String(randomInt(0, 10 ** LIMITS.verificationCodeLength)).padStart(LIMITS.verificationCodeLength, '0');
  await ctx.db.insert(verificationCodes).values({
    purpose,
    target,
    codeHash: codeHash(target, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
  });
  // A reset for an unknown account answers the same as a real one, but nothing is sent:
  // the answer must not tell who has an account.
  if (purpose === 'register' || existing) {
    await ctx.sender.send(ctx.db, {
      channel: input.channel,
      recipient: target,
      body: `Your verification code is ${code}. It expires in 10 minutes.`,
    });
  }
  return { resendAfterSeconds: LIMITS.verificationResendSeconds, expiresInSeconds: CODE_TTL_SECONDS };
}

async function findByTarget(db: Db, channel: 'email' | 'sms', target: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(channel === 'email' ? sql`lower(${users.email}) = ${target}` : eq(users.phone, target))
    .limit(1);
  return row;
}

/**
 * Spends the newest live code for the target. Each try is counted before the code is compared,
 * in the same statement that finds the code, so parallel guesses cannot share one count: of any
 * burst only the first five are compared at all, and a right code after them is refused like a
 * wrong one (`codeExpired`). The conditional update makes the code single use when two right
 * answers race.
 */
async function consumeCode(ctx: AppContext, purpose: Purpose, target: string, code: string) {
  const now = ctx.clock.now();
  const newestLive = ctx.db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.target, target),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  const [tried] = await ctx.db
    .update(verificationCodes)
    .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
    .where(and(eq(verificationCodes.id, newestLive), lt(verificationCodes.failedAttempts, CODE_MAX_ATTEMPTS)))
    .returning({ id: verificationCodes.id, codeHash: verificationCodes.codeHash });
  if (!tried) throw new ApiError('codeExpired', {}, { code: 'errors.codeExpired' });
  if (tried.codeHash !== codeHash(target, code)) throw new ApiError('codeWrong', {}, { code: 'errors.codeWrong' });
  const [spent] = await ctx.db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.id, tried.id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  if (!spent) throw new ApiError('codeExpired', {}, { code: 'errors.codeExpired' });
}

/* ---------- register, reset, change ---------- */

export interface RegisterInput {
  username: string;
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
  inviteCode?: string | undefined;
}

export async function newInviteCode(db: Db): Promise<string> {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  for (;;) {
    const code = Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join('');
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.inviteCode, code));
    if (!taken) return code;
  }
}

export async function register(ctx: AppContext, input: RegisterInput) {
  if (input.password !== input.confirmPassword) throw fieldError('confirmPassword', 'messages.passwordMismatch');
  const email = input.email.trim().toLowerCase();
  const [nameTaken] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${input.username})`);
  if (nameTaken) throw new ApiError('usernameTaken', {}, { username: 'errors.usernameTaken' });
  if (await findByTarget(ctx.db, 'email', email)) throw new ApiError('alreadyExists', {}, { email: 'errors.alreadyExists' });
  let invitedBy: number | null = null;
  const invite = input.inviteCode?.trim();
  if (invite) {
    const [inviter] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.inviteCode, invite.toUpperCase()));
    if (!inviter) throw fieldError('inviteCode', 'errors.notFound');
    invitedBy = inviter.id;
  }
  await consumeCode(ctx, 'register', email, input.code);
  const passwordHash = await hashSecret(input.password);
  let created: { id: number } | undefined;
  try {
    [created] = await ctx.db
      .insert(users)
      .values({
        username: input.username,
        email,
        nickname: input.username,
        passwordHash,
        inviteCode: await newInviteCode(ctx.db),
        invitedBy,
      })
      .returning({ id: users.id });
  } catch (error) {
    // Two registrations raced for the same name or email: the unique index decides.
    if (String((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) === '23505') {
      throw new ApiError('usernameTaken', {}, { username: 'errors.usernameTaken' });
    }
    throw error;
  }
  if (!created) throw new Error('user insert returned nothing');
  return sessionFor(ctx, created.id);
}

export async function resetPassword(
  ctx: AppContext,
  input: { channel: 'email' | 'sms'; target: string; code: string; password: string; confirmPassword: string },
) {
  if (input.password !== input.confirmPassword) throw fieldError('confirmPassword', 'messages.passwordMismatch');
  const target = normaliseTarget(input.channel, input.target);
  const user = await findByTarget(ctx.db, input.channel, target);
  // No account: no code was ever sent, so this is simply a wrong code.
  if (!user) throw new ApiError('codeWrong', {}, { code: 'errors.codeWrong' });
  await consumeCode(ctx, 'reset', target, input.code);
  const passwordHash = await hashSecret(input.password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx
      .update(sessions)
      .set({ revokedAt: ctx.clock.now() })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
  });
}

export async function changePassword(
  ctx: AppContext,
  auth: { userId: number; sessionId: number },
  input: { oldPassword: string; password: string; confirmPassword: string },
) {
  if (input.password !== input.confirmPassword) throw fieldError('confirmPassword', 'messages.passwordMismatch');
  const [user] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, auth.userId));
  if (!user || !(await verifySecret(input.oldPassword, user.passwordHash))) {
    throw new ApiError('loginFailed', {}, { oldPassword: 'errors.loginFailed' });
  }
  const passwordHash = await hashSecret(input.password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, auth.userId));
    // Every other device is signed out; this one stays.
    await tx
      .update(sessions)
      .set({ revokedAt: ctx.clock.now() })
      .where(and(eq(sessions.userId, auth.userId), isNull(sessions.revokedAt), ne(sessions.id, auth.sessionId)));
  });
}

export async function updateInfo(
  ctx: AppContext,
  userId: number,
  input: { nickname?: string | undefined; avatar?: string | undefined; email?: string | undefined; phone?: string | undefined },
) {
  const set: Partial<typeof users.$inferInsert> = {};
  if (input.nickname !== undefined) set.nickname = input.nickname;
  // Only the caller's own avatar upload: never a foreign address (a tracking pixel, `javascript:`).
  if (input.avatar !== undefined) set.avatar = uploadUrl(await ownedUpload(ctx.db, input.avatar, userId, ['avatar'], 'avatar'));
  if (input.email !== undefined) set.email = input.email.trim().toLowerCase();
  if (input.phone !== undefined) set.phone = input.phone;
  if (Object.keys(set).length) {
    try {
      await ctx.db.update(users).set(set).where(eq(users.id, userId));
    } catch (error) {
      if (String((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) === '23505') {
        throw new ApiError('alreadyExists', {}, { [input.email !== undefined ? 'email' : 'phone']: 'errors.alreadyExists' });
      }
      throw error;
    }
  }
  return userInfo(ctx, userId);
}
