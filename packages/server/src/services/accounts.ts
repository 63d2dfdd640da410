import { createHash, randomInt } from 'node:crypto';
import { LIMITS } from '@shop/domain';
import type { User } from '@shop/api/contract';
import { and, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { loginThrottle, sessions, stores, users, verificationCodes } from '../db/schema';
import { hashToken, newToken } from '../http/auth';
import { ApiError, fieldError } from '../http/errors';
import { checkCaptcha } from './captcha';
import { hashSecret, verifySecret } from './passwords';

export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_MAX_ATTEMPTS = 5;
/** Failed logins on one account before a captcha is required, and before a lock. */
export const CAPTCHA_AFTER_FAILURES = 3;
export const LOCK_AFTER_FAILURES = 10;
export const LOCK_SECONDS = 15 * 60;
/** A quiet quarter of an hour forgives earlier failures. */
const FAILURE_WINDOW_MS = 15 * 60 * 1000;

type Purpose = 'register' | 'reset';

const codeHash = (target: string, code: string) => createHash('sha256').update(`${target}:${code}`).digest('hex');
const normaliseTarget = (channel: 'email' | 'sms', target: string) =>
  channel === 'email' ? target.trim().toLowerCase() : target.trim();

/** A hash to compare against when the account does not exist, so timing does not reveal it. */
let decoyHash: Promise<string> | undefined;

export async function createSession(db: Db, userId: number): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token) });
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
  const token = await createSession(ctx.db, userId);
  return { token, openId: `u${userId}`, userInfo: await userInfo(ctx, userId) };
}

/* ---------- login ---------- */

export interface LoginInput {
  account: string;
  password: string;
  captchaId?: string | undefined;
  captcha?: string | undefined;
}

export async function login(ctx: AppContext, input: LoginInput) {
  const now = ctx.clock.now();
  const key = `account:${input.account.trim().toLowerCase()}`;
  const [throttle] = await ctx.db.select().from(loginThrottle).where(eq(loginThrottle.key, key));
  const recent = throttle?.lastFailureAt && now.getTime() - throttle.lastFailureAt.getTime() < FAILURE_WINDOW_MS;
  const failures = recent ? throttle.failures : 0;
  if (throttle?.lockedUntil && throttle.lockedUntil > now) {
    throw new ApiError('tooManyRequests', { seconds: Math.ceil((throttle.lockedUntil.getTime() - now.getTime()) / 1000) });
  }
  if (failures >= CAPTCHA_AFTER_FAILURES) {
    const solved =
      input.captchaId && input.captcha ? await checkCaptcha(ctx.db, input.captchaId, input.captcha, now) : false;
    if (!solved) throw new ApiError('captchaWrong', {}, { captcha: 'errors.captchaWrong' });
  }

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
  decoyHash ??= hashSecret('decoy password that matches nothing');
  const valid = await verifySecret(input.password, user?.passwordHash ?? (await decoyHash));
  if (!user || !valid) {
    const next = failures + 1;
    const lockedUntil = next >= LOCK_AFTER_FAILURES ? new Date(now.getTime() + LOCK_SECONDS * 1000) : null;
    await ctx.db
      .insert(loginThrottle)
      .values({ key, failures: next, lastFailureAt: now, lockedUntil })
      .onConflictDoUpdate({ target: loginThrottle.key, set: { failures: next, lastFailureAt: now, lockedUntil } });
    // From the third failure on the client must show a captcha; the reason tells it so.
    if (next >= CAPTCHA_AFTER_FAILURES && next < LOCK_AFTER_FAILURES) {
      throw new ApiError('loginFailed', { captchaRequired: 1 });
    }
    throw new ApiError('loginFailed');
  }
  if (throttle) await ctx.db.delete(loginThrottle).where(eq(loginThrottle.key, key));
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
 * Spends the newest live code for the target. A wrong code counts against it (5 tries); the
 * conditional update makes the code single use even when two requests race.
 */
async function consumeCode(ctx: AppContext, purpose: Purpose, target: string, code: string) {
  const now = ctx.clock.now();
  const [live] = await ctx.db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.target, target),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!live || live.failedAttempts >= CODE_MAX_ATTEMPTS) throw new ApiError('codeExpired', {}, { code: 'errors.codeExpired' });
  if (live.codeHash !== codeHash(target, code)) {
    await ctx.db
      .update(verificationCodes)
      .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
      .where(eq(verificationCodes.id, live.id));
    throw new ApiError('codeWrong', {}, { code: 'errors.codeWrong' });
  }
  const [spent] = await ctx.db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.id, live.id), isNull(verificationCodes.usedAt)))
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

async function newInviteCode(db: Db): Promise<string> {
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
  if (input.avatar !== undefined) set.avatar = input.avatar;
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
