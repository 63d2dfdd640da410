import { z } from 'zod';
import { area } from '../endpoint';
import { LIMITS, ROLES } from '../domain';
import { datetime, empty, id, imageUrl, money, nothing, obj, requiredText, text } from '../primitives';

const auth = area('auth');
const account = area('account');
const dev = area('dev');

export const password = () => z.string().min(LIMITS.loginPasswordMin).max(128);
export const verificationCode = () => z.string().regex(new RegExp(`^\\d{${LIMITS.verificationCodeLength}}$`));
export const payPassword = () => z.string().regex(new RegExp(`^\\d{${LIMITS.payPasswordLength}}$`));
/** E.164 ("+66812345678"); the form checks it per country with libphonenumber (domain rules). */
export const phone = () => z.string().regex(/^\+[1-9]\d{6,14}$/);

export const userRoleSchema = z.enum(ROLES.filter((r) => r !== 'visitor' && r !== 'system') as ['buyer', 'merchant', 'staff']);

export const userSchema = obj({
  id: id(),
  username: z.string(),
  nickname: z.string(),
  avatar: imageUrl().nullable(),
  email: z.email().nullable(),
  phone: phone().nullable(),
  inviteCode: z.string(),
  creditScore: z.number().int(),
  level: z.number().int().nonnegative(),
  balance: money(),
  payPasswordSet: z.boolean(),
  roles: z.array(userRoleSchema).min(1),
  /** The user's store once approved; null otherwise. */
  storeId: id().nullable(),
  createdAt: datetime(),
});
export type User = z.infer<typeof userSchema>;

/** What the app persists as its session (spec section 3: token, openId, userInfo). */
export const sessionSchema = obj({
  token: z.string().min(16),
  openId: z.string(),
  userInfo: userSchema,
});
export type Session = z.infer<typeof sessionSchema>;

export const CODE_CHANNELS = ['email', 'sms'] as const;
export const CODE_PURPOSES = ['register', 'resetPwd'] as const;

/** What asking for a code answers: when another may be asked for, and how long this one lives. */
const codeSentSchema = () =>
  obj({
    resendAfterSeconds: z.number().int().positive(),
    expiresInSeconds: z.number().int().positive(),
  });

const captchaFields = {
  /** Client-made id the captcha image was requested with. */
  captchaId: z.string().min(8).max(64).optional(),
  captcha: z.string().trim().min(1).max(8).optional(),
};

export const accountEndpoints = {
  getUserinfo: account({
    method: 'GET',
    path: '/api/account/getUserinfo',
    auth: 'user',
    summary: 'The signed-in user; 403 when the session is gone',
    request: empty(),
    response: userSchema,
  }),
  captcha: auth({
    method: 'GET',
    path: '/api/login/captcha',
    auth: 'public',
    summary: 'A captcha image for the given id (binary, not the envelope)',
    request: obj({ captchaId: z.string().min(8).max(64) }),
    response: nothing(),
    answer: 'binary',
    produces: ['image/svg+xml', 'image/png'],
    signed: false,
  }),
  logout: auth({
    method: 'GET',
    path: '/api/logout',
    auth: 'user',
    summary: 'Revoke the current token',
    request: empty(),
    response: nothing(),
  }),
  login: auth({
    method: 'POST',
    path: '/api/login',
    auth: 'public',
    summary: 'Log in with username, email or phone and password',
    description: 'After repeated failures the server asks for a captcha (422 captchaWrong).',
    request: obj({
      account: requiredText(64),
      password: password(),
      ...captchaFields,
    }),
    response: sessionSchema,
  }),
  register: auth({
    method: 'POST',
    path: '/api/register',
    auth: 'public',
    summary: 'Create an account with an emailed code; the agreement must be accepted',
    request: obj({
      username: z.string().regex(/^[\p{L}\p{N}_]{3,32}$/u),
      email: z.email(),
      code: verificationCode(),
      password: password(),
      confirmPassword: password(),
      inviteCode: text(32).optional(),
      agreement: z.literal(true),
    }),
    response: sessionSchema,
  }),
  sendMsgCode: auth({
    method: 'POST',
    path: '/api/login/sendMsgCode',
    auth: 'public',
    summary: 'Send a 6-digit code for registering or resetting the password',
    description:
      'Answers alike whether or not the address has an account. Registering with a taken address sends a notice instead of a code, and resetting for an unknown one sends nothing; either way no code can succeed (codeWrong).',
    request: obj({
      channel: z.enum(CODE_CHANNELS),
      /** An email address or an E.164 phone number, per channel. */
      target: requiredText(254),
      purpose: z.enum(CODE_PURPOSES),
      ...captchaFields,
    }),
    response: codeSentSchema(),
  }),
  resetPwd: auth({
    method: 'POST',
    path: '/api/login/resetPwd',
    auth: 'public',
    summary: 'Set a new login password with a code; every session of the account is revoked',
    request: obj({
      channel: z.enum(CODE_CHANNELS),
      target: requiredText(254),
      code: verificationCode(),
      password: password(),
      confirmPassword: password(),
    }),
    response: nothing(),
  }),
  updateUserinfo: account({
    method: 'POST',
    path: '/api/account/updateInfo',
    auth: 'user',
    summary: 'Change nickname or avatar (email and phone: sendChangeCode, then changeContact)',
    request: obj({
      nickname: requiredText(32).optional(),
      avatar: imageUrl().optional(),
    }),
    response: userSchema,
  }),
  sendChangeCode: account({
    method: 'POST',
    path: '/api/account/sendChangeCode',
    auth: 'user',
    summary: 'Send a 6-digit code to a new email or phone, for changeContact',
    description:
      'Limited like sendMsgCode (one per address per 60 s). Answers alike when the address belongs to another account; then a notice goes there instead of a code, and changeContact answers codeWrong.',
    request: obj({
      channel: z.enum(CODE_CHANNELS),
      /** The new email address or E.164 phone number, per channel. */
      target: requiredText(254),
    }),
    response: codeSentSchema(),
  }),
  changeContact: account({
    method: 'POST',
    path: '/api/account/changeContact',
    auth: 'user',
    summary: 'Change the email or phone with the login password and the code sent to the new address',
    description:
      'Wrong passwords count towards a limit (429 once reached). The old address is told of the change, and every other session of the account is revoked; this one stays.',
    request: obj({
      channel: z.enum(CODE_CHANNELS),
      target: requiredText(254),
      code: verificationCode(),
      /** The current login password. */
      password: z.string().min(1).max(128),
    }),
    response: userSchema,
  }),
  changePwd: account({
    method: 'POST',
    path: '/api/account/changePwd',
    auth: 'user',
    summary: 'Change the login password; other sessions are revoked',
    request: obj({ oldPassword: z.string().min(1).max(128), password: password(), confirmPassword: password() }),
    response: nothing(),
  }),
  devOutbox: dev({
    method: 'GET',
    path: '/api/dev/outbox',
    auth: 'public',
    summary: 'Development only: verification codes the server would have sent (absent in production)',
    signed: false,
    request: obj({ target: text(254).optional() }),
    response: z.array(
      obj({ channel: z.enum(['email', 'sms']), target: z.string(), code: z.string(), purpose: z.string(), createdAt: datetime() }),
    ),
  }),
} as const;
