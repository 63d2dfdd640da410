import { HttpResponse } from 'msw';
import { LIMITS } from '../../contract/domain';
import type { accountEndpoints } from '../../contract/endpoints/account';
import { refuse } from '../engine';
import * as f from '../fixtures';
import { captchaSvg } from '../images';
import { type AreaResolvers, MOCK_CODE, MOCK_PASSWORD, now } from './shared';

/** Sign-in, registration, codes and the profile, as the server answers them. */
export const accountResolvers: AreaResolvers<typeof accountEndpoints> = {
  getUserinfo: ({ user }) => user!,
  captcha: () => HttpResponse.text(captchaSvg(), { headers: { 'content-type': 'image/svg+xml' } }),
  logout: ({ state, request }) => {
    state.data.sessions.delete(request.headers.get('authorization') ?? '');
    return null;
  },
  login: ({ params }) => {
    const persona = (Object.keys(f.users) as f.MockPersona[]).find((p) => {
      const u = f.users[p];
      return [u.username, u.email, u.phone].includes(params.account);
    });
    if (!persona || params.password !== MOCK_PASSWORD) return refuse('loginFailed');
    return f.mockSessions[persona];
  },
  register: ({ params, state }) => {
    if (Object.values(f.users).some((u) => u.username === params.username)) return refuse('usernameTaken');
    if (params.code !== MOCK_CODE) return refuse('codeWrong');
    if (params.password !== params.confirmPassword) return refuse('validation', undefined, { confirmPassword: 'messages.passwordMismatch' });
    const id = state.nextId();
    const userInfo = { ...f.users.buyer, id, username: params.username, nickname: params.username, email: params.email, phone: null, avatar: null, balance: 0, payPasswordSet: false, inviteCode: `INV${id}`, createdAt: now() };
    const token = `mock-token-new-${String(id).padStart(16, '0')}`;
    state.data.users[params.username] = userInfo;
    state.data.sessions.set(token, id);
    return { token, openId: `open-${id}`, userInfo };
  },
  sendMsgCode: () => ({ resendAfterSeconds: LIMITS.verificationResendSeconds, expiresInSeconds: 600 }),
  resetPwd: ({ params }) => {
    if (params.code !== MOCK_CODE) return refuse('codeWrong');
    if (params.password !== params.confirmPassword) return refuse('validation', undefined, { confirmPassword: 'messages.passwordMismatch' });
    return null;
  },
  updateUserinfo: ({ params, user }) => ({ ...user!, ...params }),
  // Like the server: any address gets the same answer; MOCK_PASSWORD and MOCK_CODE change it.
  sendChangeCode: ({ params, user }) =>
    params.target === (params.channel === 'email' ? user!.email : user!.phone)
      ? refuse('validation', undefined, { target: 'validation.contactUnchanged' })
      : { resendAfterSeconds: LIMITS.verificationResendSeconds, expiresInSeconds: 600 },
  changeContact: ({ params, user, state }) => {
    if (params.password !== MOCK_PASSWORD) return refuse('loginFailed', undefined, { password: 'errors.loginFailed' });
    if (params.code !== MOCK_CODE) return refuse('codeWrong', undefined, { code: 'errors.codeWrong' });
    const next = { ...user!, ...(params.channel === 'email' ? { email: params.target } : { phone: params.target }) };
    const persona = Object.keys(state.data.users).find((key) => state.data.users[key]!.id === user!.id);
    if (persona) state.data.users[persona] = next;
    return next;
  },
  changePwd: ({ params }) => (params.oldPassword === MOCK_PASSWORD ? null : refuse('loginFailed')),
  devOutbox: ({ params }) => f.outbox.filter((o) => !params.target || o.target === params.target),
};
