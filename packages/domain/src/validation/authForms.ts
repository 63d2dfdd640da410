import * as rule from './fields';
import { collect, finish } from './formParts';
import type { Validated } from './keys';
import { asciiDigits, clean } from './text';

// The sign-in forms, apart from the others: the session machine (part of every first visit)
// checks them, and must not pull in what only other forms need (phone numbers, money).

export interface LoginForm {
  account: string;
  password: string;
  /** The image captcha, once the server asks for it after repeated failures, and its image's id. */
  captcha?: string;
  captchaId?: string;
}

/** Signing in: account (username, email or phone) and password cannot be empty. */
export function validateLogin(form: LoginForm): Validated<LoginForm> {
  const withCaptcha = form.captchaId !== undefined;
  return finish(
    collect({
      account: rule.required(form.account),
      password: rule.required(form.password),
      captcha: withCaptcha ? rule.required(form.captcha) : null,
      captchaId: null,
    }),
    () => ({
      account: clean(form.account),
      password: form.password,
      ...(withCaptcha ? { captcha: clean(form.captcha ?? ''), captchaId: form.captchaId } : {}),
    }),
  );
}

export interface RegisterForm {
  username: string;
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
  /** Optional invitation code from whoever invited the user. */
  invitationCode?: string;
  agreed: boolean;
}

export function validateRegistration(form: RegisterForm): Validated<RegisterForm> {
  const errors = collect({
    username: rule.text(64)(form.username),
    email: rule.email(form.email),
    code: rule.verificationCode(form.code),
    password: rule.password(form.password),
    confirmPassword: rule.passwordConfirmation(form.password, form.confirmPassword),
    invitationCode: null,
    agreed: rule.agreement(form.agreed),
  });
  return finish(errors, () => ({
    username: clean(form.username),
    email: clean(form.email),
    code: asciiDigits(clean(form.code)),
    password: form.password,
    confirmPassword: form.confirmPassword,
    invitationCode: clean(form.invitationCode),
    agreed: true,
  }));
}

export interface ResetPasswordForm {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

export function validateResetPassword(form: ResetPasswordForm): Validated<ResetPasswordForm> {
  const errors = collect({
    email: rule.email(form.email),
    code: rule.verificationCode(form.code),
    password: rule.password(form.password),
    confirmPassword: rule.passwordConfirmation(form.password, form.confirmPassword),
  });
  return finish(errors, () => ({
    email: clean(form.email),
    code: asciiDigits(clean(form.code)),
    password: form.password,
    confirmPassword: form.confirmPassword,
  }));
}

/** Changing the login password: the old one is required, the new one follows the same rules. */
