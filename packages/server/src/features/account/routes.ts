import { authEndpoints } from '@shop/api/contract';
import { refuseControlCharacters, validationError, route } from '../../http/route';
import { clientAddress } from '../../http/clientAddress';
import { issueCaptcha } from './captcha';
import {
  changeContact,
  changePassword,
  login,
  logout,
  register,
  resetPassword,
  sendChangeCode,
  sendCode,
  updateInfo,
  userInfo,
} from './service';
import { latestOutbox } from './outbox';
import type { RouteModule } from '../../http/routeModule';

export const accountRoutes: RouteModule = (app, ctx) => {
  route(app, ctx, authEndpoints.getUserinfo, async (_input, { auth }) => userInfo(ctx, auth.userId));
  route(app, ctx, authEndpoints.login, async (input, { c }) => login(ctx, input, clientAddress(c, ctx.config.trustProxy)));
  route(app, ctx, authEndpoints.register, async (input) => register(ctx, input));
  route(app, ctx, authEndpoints.sendMsgCode, async (input) => sendCode(ctx, input));
  route(app, ctx, authEndpoints.resetPwd, async (input) => {
    await resetPassword(ctx, input);
    return null;
  });
  route(app, ctx, authEndpoints.logout, async (_input, { auth }) => {
    await logout(ctx.db, auth.sessionId, ctx.clock.now());
    return null;
  });
  route(app, ctx, authEndpoints.changePwd, async (input, { auth }) => {
    await changePassword(ctx, auth, input);
    return null;
  });
  route(app, ctx, authEndpoints.updateUserinfo, async (input, { auth }) => updateInfo(ctx, auth.userId, input));
  route(app, ctx, authEndpoints.sendChangeCode, async (input, { auth }) => sendChangeCode(ctx, auth.userId, input));
  route(app, ctx, authEndpoints.changeContact, async (input, { auth }) => changeContact(ctx, auth, input));

  // The captcha answers raw image bytes, not the envelope (spec 7).
  app.get(authEndpoints.captcha.path, async (c) => {
    refuseControlCharacters(c.req.query());
    const parsed = authEndpoints.captcha.request.safeParse(c.req.query());
    if (!parsed.success) throw validationError(parsed.error.issues);
    const png = await issueCaptcha(ctx.db, parsed.data.captchaId, ctx.clock.now());
    return c.body(new Uint8Array(png), 200, { 'content-type': 'image/png', 'cache-control': 'no-store' });
  });

  // Development only: the codes a real email/SMS sender would have delivered. In production the
  // path does not exist at all (the API's 404).
  if (ctx.config.development) {
    app.get('/api/dev/outbox', async (c) => {
      const messages = await latestOutbox(ctx.db);
      return c.json({ status: 1, code: 200, msg: '', data: messages });
    });
  }
};
