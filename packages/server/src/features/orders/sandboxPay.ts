import { randomBytes } from 'node:crypto';
import { formatMoney } from '@shop/domain';
import { ApiError } from '../../http/errors';
import { requestLocale, translate } from '../../http/i18n';
import { refuseControlCharacters } from '../../http/route';
import { cspHash, securityHeaders, type InlineSources } from '../../http/securityHeaders';
import {
  applyNotification,
  findPayment,
  paymentOrderIds,
  SANDBOX_NOTIFY_PATH,
  SANDBOX_PAGE_PREFIX,
  signNotification,
  verifyNotificationSignature,
  type ProviderNotification,
} from './payments';
import type { RouteModule } from '../../http/routeModule';

const PAGE_STYLE = `body{font-family:system-ui,sans-serif;max-width:400px;margin:2rem auto;padding:0 1rem;color:#222}
button{min-height:44px;min-width:44px;padding:0 1.5rem;margin-block:.5rem;margin-inline-end:.5rem;border-radius:8px;border:1px solid #ccc;font-size:1rem}
.pay{background:#FC4630;color:#fff;border-color:#FC4630}`;
/** The page's one inline element, admitted by its hash: the same text on every answer. */
const PAGE_INLINE: InlineSources = { scripts: [], styles: [cspHash(PAGE_STYLE)] };

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * The built-in sandbox payment provider. It plays the part of an outside provider: it shows its
 * own approve/decline page, then calls our notify endpoint over HTTP (through the app's own
 * fetch) with a signed notification, exactly as a real provider's webhook would arrive.
 */
export const sandboxPayRoutes: RouteModule = (app, ctx) => {
  // Production has no sandbox (its page would mark orders paid for nothing) unless a staging
  // server enables it with a secret of its own (config.ts, productionProblems).
  if (!ctx.config.sandboxPayments) return;
  const secret = ctx.config.sandboxProviderSecret;

  const page = (lang: string, title: string, body: string) => `<!doctype html>
<html lang="${escape(lang)}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>${PAGE_STYLE}</style></head><body>${body}</body></html>`;

  // Back to the app's pay screen for these orders (the app's `orderPay` route), as a provider
  // returns to the shop's return address: that screen knows the payment the buyer left for and
  // moves on to the success screen, or offers another way to pay after a decline.
  const returnUrl = async (paymentId: number) => {
    const ids = await paymentOrderIds(ctx.db, paymentId);
    return `/#/pages/me/order/pay?${ids.length === 1 ? `id=${ids[0]}` : `ids=${ids.join(',')}`}`;
  };

  app.get(`${SANDBOX_PAGE_PREFIX}:id`, securityHeaders(ctx.config, () => PAGE_INLINE), async (c) => {
    const lang = requestLocale(c.req.query('lang'));
    refuseControlCharacters({ id: c.req.param('id') });
    const payment = await findPayment(ctx.db, c.req.param('id'));
    if (!payment) throw new ApiError('notFound');
    const title = translate(lang, 'server.sandbox.title');
    const amount = formatMoney(payment.amount, lang);
    const action = `${SANDBOX_PAGE_PREFIX}${encodeURIComponent(payment.publicId)}`;
    const body =
      payment.state === 'pending'
        ? `<h1>${escape(title)}</h1><p>${escape(translate(lang, 'server.sandbox.amount', { amount }))}</p>
<form method="post" action="${action}/approve?lang=${lang}"><button class="pay" type="submit">${escape(translate(lang, 'server.sandbox.approve'))}</button></form>
<form method="post" action="${action}/decline?lang=${lang}"><button type="submit">${escape(translate(lang, 'server.sandbox.decline'))}</button></form>`
        : `<h1>${escape(title)}</h1><p>${escape(translate(lang, `server.sandbox.state.${payment.state}`))}</p><p><a href="${await returnUrl(payment.id)}">${escape(translate(lang, 'server.sandbox.back'))}</a></p>`;
    return c.html(page(lang, title, body));
  });

  app.post(`${SANDBOX_PAGE_PREFIX}:id/:outcome{approve|decline}`, async (c) => {
    refuseControlCharacters({ id: c.req.param('id') });
    const payment = await findPayment(ctx.db, c.req.param('id'));
    if (!payment) throw new ApiError('notFound');
    const note: ProviderNotification = {
      eventId: `evt_${randomBytes(12).toString('base64url')}`,
      paymentId: payment.publicId,
      outcome: c.req.param('outcome') === 'approve' ? 'approved' : 'declined',
      amount: payment.amount,
    };
    const body = JSON.stringify(note);
    const answer = await app.request(SANDBOX_NOTIFY_PATH, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signNotification(body, secret) },
    });
    if (!answer.ok) ctx.log.warn('sandbox notification refused', { status: answer.status });
    return c.redirect(`${SANDBOX_PAGE_PREFIX}${encodeURIComponent(payment.publicId)}?lang=${requestLocale(c.req.query('lang'))}`, 303);
  });

  // The provider's webhook: authenticated by its HMAC signature, applied once per event id.
  app.post(SANDBOX_NOTIFY_PATH, async (c) => {
    const body = await c.req.text();
    if (!verifyNotificationSignature(body, c.req.header('x-sandbox-signature'), secret)) throw new ApiError('badSign');
    let note: ProviderNotification;
    try {
      note = JSON.parse(body) as ProviderNotification;
    } catch {
      throw new ApiError('badRequest');
    }
    if (typeof note.eventId !== 'string' || typeof note.paymentId !== 'string' || !['approved', 'declined'].includes(note.outcome)) {
      throw new ApiError('badRequest');
    }
    refuseControlCharacters(note);
    await applyNotification(ctx, note);
    return c.json({ received: true });
  });
};
