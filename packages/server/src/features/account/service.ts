import { createHash, randomInt } from 'node:crypto';
import { LIMITS } from '@shop/domain';
import type { User } from '@shop/api/contract';
import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { sessions, stores, users, verificationCodes } from '../../db/schema';
import { hashToken, newToken } from '../../http/auth';
import { ApiError, fieldError } from '../../http/errors';
import { clearAttempts, peekAttempts, refundAttempt, reserveAttempt, type AttemptPolicy } from './attempts';
import { ownedUpload, uploadUrl } from '../uploads';
import { checkCaptcha } from './captcha';
import { maskRecipient } from './outbox';
import { isUniqueViolation, uniqueConstraint } from '../../db/errors';
import { countInWindow } from '../../http/rateLimit';
import { hashGate } from './hashing';
import { hashSecret, verifySecret } from './passwords';

export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_MAX_ATTEMPTS = 5;
/** Failed logins on one account before a captcha is required, and before a lock. */
export const CAPTCHA_AFTER_FAILURES = 3;
export const LOCK_AFTER_FAILURES = 10;
export const LOCK_SECONDS = 15 * 60;
/** A quiet quarter of an hour forgives earlier failures. */
const FAILURE_WINDOW_SECONDS = 15 * 60;

type Purpose = 'register' | 'reset' | 'change';
type Channel = 'email' | 'sms';

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
 * Signs in. A try is counted toward a limit only when its password is about to be checked, so a
 * parallel burst runs at most three password checks before a captcha is needed and none once the
 * account is locked, and a right password that comes after the limit gets exactly the refusal a
 * wrong one gets; yet a try refused before the check (no captcha, a wrong one, a full hashing
 * queue) never counts toward the account's lock, so nobody can lock someone else's account with
 * captcha-less guesses (issue "Trust"). Why the order below holds under any concurrency:
 *
 * 1. Both counters are read, not counted. A lock refuses here; the account's failures say whether
 *    a captcha is needed; both at zero put the hash in the gate's clean lane (features/account/hashing.ts).
 * 2. A captcha, when needed, is checked before anything is counted. It is single-use, so a burst
 *    cannot spend one twice.
 * 3. The account is counted in one upsert that PostgreSQL serialises on its row, and only while it
 *    is not locked and has fewer than CAPTCHA_AFTER_FAILURES failures, unless this try solved a
 *    captcha. A burst that all read "no captcha needed" in step 1 thus gets exactly three counts;
 *    the rest are refused without one.
 * 4. Something can still refuse a counted try before its hash (the address's limit, a full
 *    hashing queue); it then gives its counts back, and giving back lifts a lock the count helped
 *    set (features/account/attempts.ts). A captcha-less try never reaches the lock (its count stops at
 *    three, the lock is at ten), so for it a refusal after counting changes no lock even for a
 *    moment: it counts first, sparing the gate a burst the count refuses. A try with a solved
 *    captcha can reach the lock, so it takes its place in the hashing gate first and counts the
 *    account last: once its account count is made, nothing but the password check decides. (The
 *    address's count can move for a moment, until given back: it is the sender's own address.)
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

  const [addressState, accountState] = await peekAttempts(ctx.db, now, [
    { key: addressKey, policy: ADDRESS_POLICY },
    { key: accountKey, policy: ACCOUNT_POLICY },
  ]);
  if (addressState!.lockSecondsLeft) throw new ApiError('tooManyRequests', { seconds: addressState!.lockSecondsLeft });
  if (accountState!.lockSecondsLeft) throw new ApiError('tooManyRequests', { seconds: accountState!.lockSecondsLeft });
  const lane = addressState!.failures === 0 && accountState!.failures === 0 ? 'clean' : 'general';

  let solved = false;
  if (accountState!.failures >= CAPTCHA_AFTER_FAILURES) {
    solved = input.captchaId && input.captcha ? await checkCaptcha(ctx.db, input.captchaId, input.captcha, now) : false;
    if (!solved) throw new ApiError('captchaWrong', {}, { captcha: 'errors.captchaWrong' });
  }
  if (!user) {
    // Computed once per process, before anything is counted (it may meet a full queue).
    decoyHash ??= hashSecret('decoy password that matches nothing').catch((error: unknown) => {
      decoyHash = undefined;
      throw error;
    });
    await decoyHash;
  }

  type Count = { key: string; policy: AttemptPolicy; ceiling?: number | undefined };
  const byAddressStep: Count = { key: addressKey, policy: ADDRESS_POLICY };
  const byAccountStep: Count = { key: accountKey, policy: ACCOUNT_POLICY, ceiling: solved ? undefined : CAPTCHA_AFTER_FAILURES };
  let ticket = solved ? hashGate.admit(lane) : undefined;
  const counted: Count[] = [];
  const giveBack = async () => {
    for (const step of counted) await refundAttempt(ctx.db, step.key, step.policy);
  };
  try {
    let accountOrdinal = 0;
    for (const step of solved ? [byAddressStep, byAccountStep] : [byAccountStep, byAddressStep]) {
      const reservation = await reserveAttempt(ctx.db, step.key, now, step.policy, { ceiling: step.ceiling });
      if (!reservation.allowed) {
        await giveBack();
        // Not locked, so the account's captcha ceiling refused it: it needs a captcha it did not solve.
        if (step === byAccountStep && !reservation.lockSecondsLeft) throw new ApiError('captchaWrong', {}, { captcha: 'errors.captchaWrong' });
        throw new ApiError('tooManyRequests', { seconds: reservation.lockSecondsLeft || 1 });
      }
      counted.push(step);
      if (step === byAccountStep) accountOrdinal = reservation.ordinal;
    }
    if (!ticket) {
      try {
        ticket = hashGate.admit(lane);
      } catch (error) {
        // The hashing queue is full: nothing was checked, so nothing counts.
        await giveBack();
        throw error;
      }
    }

    let valid: boolean;
    try {
      valid = await verifySecret(input.password, user?.passwordHash ?? (await decoyHash!), ticket);
    } catch (error) {
      // The hash itself failed: nothing was checked, so nothing counts.
      await giveBack();
      throw error;
    }
    if (!user || !valid) {
      // From the third failure on the client must show a captcha; the reason tells it so.
      if (accountOrdinal >= CAPTCHA_AFTER_FAILURES && accountOrdinal < LOCK_AFTER_FAILURES) {
        throw new ApiError('loginFailed', { captchaRequired: 1 });
      }
      throw new ApiError('loginFailed');
    }
    await clearAttempts(ctx.db, accountKey);
    await refundAttempt(ctx.db, addressKey, ADDRESS_POLICY);
    return await sessionFor(ctx, user.id);
  } finally {
    // A place taken and not used for a hash (the try was refused first) goes back to its lane.
    ticket?.release();
  }
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
  const target = validTarget(input.channel, input.target);
  const purpose: Purpose = input.purpose === 'register' ? 'register' : 'reset';

  await refuseEarlyResend(ctx.db, purpose, target, now);
  const existing = await findByTarget(ctx.db, input.channel, target);
  // The answer never tells who has an account, and both branches do the same work: a code is
  // stored either way (so the 60 s between codes and the tries per code count alike), and one
  // message goes out, through the same gateway (its delay or failure shows alike). Registering
  // with a taken address sends a notice instead of the code, so no code can register it
  // (`register` answers codeWrong); a reset for an address without an account sends a notice
  // that there is none, and `resetPassword` refuses every code alike.
  const code = await storeCode(ctx.db, purpose, target, now);
  const notice = purpose === 'register' ? NOTICE.signUpWithTakenAddress : NOTICE.resetWithoutAccount;
  const sendCode = purpose === 'register' ? !existing : Boolean(existing);
  await ctx.sender.send(ctx.db, {
    channel: input.channel,
    recipient: target,
    body: sendCode ? codeMessage(code) : notice,
  });
  return { resendAfterSeconds: LIMITS.verificationResendSeconds, expiresInSeconds: CODE_TTL_SECONDS };
}

const codeMessage = (code: string) => `Your verification code is ${code}. It expires in 10 minutes.`;

/**
 * What goes to an address instead of a code, or after a change. English, like the code message;
 * never six digits in a row (a test reads the newest message's code that way).
 */
const NOTICE = {
  signUpWithTakenAddress:
    'Someone tried to create an account with this address, which already has one. If it was you, sign in, or reset your password if you have forgotten it. If it was not you, you can ignore this message.',
  resetWithoutAccount:
    'Someone asked to reset the password of an account with this address, but no account has it. If it was you, you may have signed up with another address or your phone number. If it was not you, you can ignore this message.',
  addressOfAnotherAccount:
    'Someone tried to add this address to another account. It stays with your account and nothing was changed. If it was not you, you can ignore this message.',
  changed: (channel: Channel, to: string) =>
    `The ${channel === 'email' ? 'email address' : 'phone number'} of your account was changed to ${maskRecipient(to)}, and your other devices were signed out. If you did not do this, contact support at once: someone knows your password.`,
};

/** One code per purpose and address every 60 s. */
async function refuseEarlyResend(db: Db, purpose: Purpose, target: string, now: Date) {
  const [last] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  const waitMs = last ? last.createdAt.getTime() + LIMITS.verificationResendSeconds * 1000 - now.getTime() : 0;
  if (waitMs > 0) throw new ApiError('tooManyRequests', { seconds: Math.ceil(waitMs / 1000) });
}

/** A new code for the target, stored as a hash; the caller decides whether it is sent. */
async function storeCode(db: Db, purpose: Purpose, target: string, now: Date, userId: number | null = null): Promise<string> {
  const code = String(randomInt(0, 10 ** LIMITS.verificationCodeLength)).padStart(LIMITS.verificationCodeLength, '0');
  await db.insert(verificationCodes).values({
    purpose,
    target,
    userId,
    codeHash: codeHash(target, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
  });
  return code;
}

const validTarget = (channel: Channel, raw: string) => {
  const target = normaliseTarget(channel, raw);
  if (channel === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(target)) throw fieldError('target', 'validation.emailInvalid');
  if (channel === 'sms' && !/^\+[1-9]\d{6,14}$/.test(target)) throw fieldError('target', 'validation.phoneInvalid');
  return target;
};

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
 * answers race. A change code counts only for the account that asked for it.
 */
async function consumeCode(ctx: AppContext, purpose: Purpose, target: string, code: string, userId?: number) {
  const now = ctx.clock.now();
  const newestLive = ctx.db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.target, target),
        purpose === 'change' ? eq(verificationCodes.userId, userId ?? -1) : undefined,
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
  const emailTaken = await findByTarget(ctx.db, 'email', email);
  let invitedBy: number | null = null;
  const invite = input.inviteCode?.trim();
  if (invite) {
    const [inviter] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.inviteCode, invite.toUpperCase()));
    if (!inviter) throw fieldError('inviteCode', 'errors.notFound');
    invitedBy = inviter.id;
  }
  await consumeCode(ctx, 'register', email, input.code);
  // A taken address got a notice, never a code: whatever was typed is a wrong code, after the
  // same counted try a free address gets, so neither the answer nor the count tells them apart.
  if (emailTaken) throw new ApiError('codeWrong', {}, { code: 'errors.codeWrong' });
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
    // Two registrations raced for the same name or address, or a profile took the address after
    // its code was sent: the unique index decides. Only the (public) name is said to be taken; a
    // taken address answers as a wrong code, as it always does.
    if (isUniqueViolation(error)) {
      if (/username/.test(uniqueConstraint(error))) throw new ApiError('usernameTaken', {}, { username: 'errors.usernameTaken' });
      throw new ApiError('codeWrong', {}, { code: 'errors.codeWrong' });
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
  await consumeCode(ctx, 'reset', target, input.code);
  // No account: no code was ever sent, so this is simply a wrong code, after the same counted try
  // (five, then codeExpired) a real account's address gets.
  if (!user) throw new ApiError('codeWrong', {}, { code: 'errors.codeWrong' });
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
  await provePassword(ctx, auth.userId, input.oldPassword, 'oldPassword');
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

/**
 * Nickname and avatar. Email and phone are not changed here: a session alone must not be able to
 * take the account (a new address, then a reset code to it). They change with `changeContact`.
 */
export async function updateInfo(ctx: AppContext, userId: number, input: { nickname?: string | undefined; avatar?: string | undefined }) {
  const set: Partial<typeof users.$inferInsert> = {};
  if (input.nickname !== undefined) set.nickname = input.nickname;
  // Only the caller's own avatar upload: never a foreign address (a tracking pixel, `javascript:`).
  if (input.avatar !== undefined) set.avatar = uploadUrl(await ownedUpload(ctx.db, input.avatar, userId, ['avatar'], 'avatar'));
  if (Object.keys(set).length) await ctx.db.update(users).set(set).where(eq(users.id, userId));
  return userInfo(ctx, userId);
}

/* ---------- proof: the login password while signed in ---------- */

/**
 * Wrong login passwords typed while signed in (changing the password, the email or phone, setting
 * the first payment password), per account: a stolen session must not become an unlimited
 * password oracle. Its own count, apart from the sign-in one.
 */
export const PROOF_POLICY: AttemptPolicy = { limit: 5, windowSeconds: FAILURE_WINDOW_SECONDS, lockSeconds: LOCK_SECONDS };

/**
 * Checks the signed-in user's login password. The try is reserved before the hash runs (see
 * attempts.ts), so a burst cannot check more than the limit; after it even the right password is
 * refused with `tooManyRequests`. A wrong one is `loginFailed` on `field`; a right one clears the
 * count; a full hashing queue (nothing checked) costs no try.
 */
export async function provePassword(ctx: AppContext, userId: number, password: string, field: string): Promise<void> {
  const key = `proof:user:${userId}`;
  const reserved = await reserveAttempt(ctx.db, key, ctx.clock.now(), PROOF_POLICY);
  if (!reserved.allowed) throw new ApiError('tooManyRequests', { seconds: Math.max(1, reserved.lockSecondsLeft) });
  const [user] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  let right: boolean;
  try {
    right = user ? await verifySecret(password, user.passwordHash) : false;
  } catch (error) {
    await refundAttempt(ctx.db, key, PROOF_POLICY);
    throw error;
  }
  if (!right) throw new ApiError('loginFailed', {}, { [field]: 'errors.loginFailed' });
  await clearAttempts(ctx.db, key);
}

/* ---------- changing the email or phone ---------- */

/** Change codes one account may ask for an hour, to whichever addresses. */
export const CHANGE_CODES_PER_HOUR = { limit: 5, windowSeconds: 3600 };

/**
 * Sends a code to a new email or phone for `changeContact`, limited like `sendCode` (one per
 * address every 60 s). An address of another account gets the same answer and the same work: a
 * code is stored (never sent, so `changeContact` can only answer codeWrong) and that address gets
 * a notice instead. The user's own current address is refused: nothing would change.
 */
export async function sendChangeCode(ctx: AppContext, userId: number, input: { channel: Channel; target: string }) {
  const now = ctx.clock.now();
  const target = validTarget(input.channel, input.target);
  const [me] = await ctx.db.select({ email: users.email, phone: users.phone }).from(users).where(eq(users.id, userId));
  if (!me) throw new ApiError('sessionExpired');
  const current = input.channel === 'email' ? me.email?.toLowerCase() : me.phone;
  if (current === target) throw fieldError('target', 'validation.contactUnchanged');

  // Per address, one code a minute; per account, a few an hour: a session must not become a
  // way to send notices to any number of addresses.
  const rate = await countInWindow(ctx.db, `changeCode:${userId}`, now, CHANGE_CODES_PER_HOUR);
  if (!rate.allowed) throw new ApiError('tooManyRequests', { seconds: rate.retryAfterSeconds });
  await refuseEarlyResend(ctx.db, 'change', target, now);
  const owner = await findByTarget(ctx.db, input.channel, target);
  const code = await storeCode(ctx.db, 'change', target, now, userId);
  await ctx.sender.send(ctx.db, {
    channel: input.channel,
    recipient: target,
    body: owner ? NOTICE.addressOfAnotherAccount : codeMessage(code),
  });
  return { resendAfterSeconds: LIMITS.verificationResendSeconds, expiresInSeconds: CODE_TTL_SECONDS };
}

/**
 * Changes the email or phone. Needs the login password (counted, see `provePassword`) and the
 * code `sendChangeCode` sent to the new address for this account. Then the address changes, every
 * other session of the account ends (this one stays), and the old address (or, when there was
 * none, the other one on file) is told. An address that belongs to another account fails as a
 * wrong code, as nothing valid was sent to it.
 */
export async function changeContact(
  ctx: AppContext,
  auth: { userId: number; sessionId: number },
  input: { channel: Channel; target: string; code: string; password: string },
) {
  const target = validTarget(input.channel, input.target);
  await provePassword(ctx, auth.userId, input.password, 'password');
  await consumeCode(ctx, 'change', target, input.code, auth.userId);
  const owner = await findByTarget(ctx.db, input.channel, target);
  if (owner && owner.id !== auth.userId) throw new ApiError('codeWrong', {}, { code: 'errors.codeWrong' });

  const [before] = await ctx.db.select({ email: users.email, phone: users.phone }).from(users).where(eq(users.id, auth.userId));
  if (!before) throw new ApiError('sessionExpired');
  try {
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set(input.channel === 'email' ? { email: target } : { phone: target })
        .where(eq(users.id, auth.userId));
      await tx
        .update(sessions)
        .set({ revokedAt: ctx.clock.now() })
        .where(and(eq(sessions.userId, auth.userId), isNull(sessions.revokedAt), ne(sessions.id, auth.sessionId)));
    });
  } catch (error) {
    // Another account took the address after the code was sent: the unique index decides, and
    // the answer stays the one a taken address always gets.
    if (isUniqueViolation(error)) {
      throw new ApiError('codeWrong', {}, { code: 'errors.codeWrong' });
    }
    throw error;
  }

  const old = input.channel === 'email' ? before.email : before.phone;
  const notify: { channel: Channel; recipient: string } | null = old
    ? { channel: input.channel, recipient: old }
    : before.email && input.channel === 'sms'
      ? { channel: 'email', recipient: before.email }
      : before.phone && input.channel === 'email'
        ? { channel: 'sms', recipient: before.phone }
        : null;
  if (notify && notify.recipient !== target) {
    try {
      await ctx.sender.send(ctx.db, { ...notify, body: NOTICE.changed(input.channel, target) });
    } catch (error) {
      // The change is made; a gateway that is down must not make it look failed (and retried).
      ctx.log.error('could not tell the old address of a contact change', {
        channel: notify.channel,
        recipient: maskRecipient(notify.recipient),
        error: String(error),
      });
    }
  }
  return userInfo(ctx, auth.userId);
}
