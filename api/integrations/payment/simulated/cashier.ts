// The simulated Alipay's cashier page: server-rendered HTML outside the web client, in zh or en by
// the request's language, without any script (the strict CSP holds): the subject and the amount,
// and a plain form whose Pay and Cancel buttons post `action=pay` / `action=cancel` back to the
// page's own address (the payment's payUrl). Paying or cancelling sends the browser to the payment's
// return URL (303). The form post carries no X-Requested-With marker; api/http/originGuard.ts lets
// it through only from our own origin.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SITE_ICON_LINK } from '../../../http/siteIcon.ts';
import { type Language, translate } from '../../../i18n/messages.ts';
import { beijingTime, centsToYuan } from '../alipayFormat.ts';
import { AGREEMENT_PATH, type SigningPage } from './simulatedAgreements.ts';
import { CASHIER_PATH, type CashierProblem, type CashierTrade, type PagePayRequest, type SimulatedAlipay } from './simulatedAlipay.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

function send(reply: FastifyReply, status: number, html: string) {
  return (
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // the signed address never leaves the site; 'no-referrer' would make the browser send
      // `Origin: null` with the page's own Pay form, which the origin guard rightly refuses
      .header('referrer-policy', 'same-origin')
      .send(html)
  );
}

/** application/x-www-form-urlencoded -> fields (the last of a repeated name). */
export function parseForm(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

/** The query as single strings; null when a parameter is repeated (a signed request never repeats one). */
function singleValues(query: unknown): Record<string, string> | null {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (typeof value !== 'string') return null;
    values[key] = value;
  }
  return values;
}

const STYLE = `
  body { margin: 0; font-family: -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif; background: #f5f6f8; color: #1f2329; }
  main { max-width: 440px; margin: 48px auto; background: #fff; border-radius: 8px; box-shadow: 0 2px 12px rgba(0,0,0,.08); padding: 28px 32px; }
  h1 { font-size: 20px; margin: 0 0 6px; color: #1677ff; }
  .notice { font-size: 13px; color: #8a8f99; margin: 0 0 20px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 10px 16px; margin: 0 0 20px; }
  dt { color: #8a8f99; } dd { margin: 0; word-break: break-all; }
  .amount { font-size: 26px; font-weight: 600; color: #ff5000; }
  .deadline, .state { font-size: 14px; margin: 0 0 20px; }
  .state { color: #d4380d; }
  .actions { display: flex; gap: 12px; }
  button, a.button { flex: 1; font-size: 16px; padding: 10px 0; border-radius: 6px; border: 1px solid #1677ff; cursor: pointer; text-align: center; text-decoration: none; }
  button.pay { background: #1677ff; color: #fff; } button.cancel, a.button { background: #fff; color: #1677ff; }
`;

type MessageKey = Parameters<typeof translate>[1];
const CASHIER_HEADING = { title: 'payment.cashier.title', notice: 'payment.cashier.notice' } as const;
const AGREEMENT_HEADING = { title: 'payment.agreement.title', notice: 'payment.agreement.notice' } as const;

function page(language: Language, body: string, heading: { title: MessageKey; notice: MessageKey } = CASHIER_HEADING): string {
  const t = (key: MessageKey) => escapeHtml(translate(language, key));
  return `<!doctype html>
<html lang="${language === 'zh' ? 'zh-CN' : 'en'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${t(heading.title)}</title>${SITE_ICON_LINK}<style>${STYLE}</style></head>
<body><main><h1>${t(heading.title)}</h1><p class="notice">${t(heading.notice)}</p>${body}</main></body>
</html>`;
}

function tradePage(language: Language, trade: CashierTrade, actionUrl: string, now: Date): string {
  const t = (key: Parameters<typeof translate>[1], params: Record<string, string> = {}) => escapeHtml(translate(language, key, params));
  const details = `<dl>
<dt>${t('payment.cashier.subject')}</dt><dd>${escapeHtml(trade.subject)}</dd>
<dt>${t('payment.cashier.outTradeNo')}</dt><dd>${escapeHtml(trade.outTradeNo)}</dd>
<dt>${t('payment.cashier.amount')}</dt><dd class="amount">¥${centsToYuan(trade.amountCents)}</dd>
</dl>`;
  const payable = trade.status === 'WAIT_BUYER_PAY' && trade.expiresAt > now;
  if (payable) {
    return page(
      language,
      `${details}<p class="deadline">${t('payment.cashier.deadline', { time: beijingTime(trade.expiresAt) })}</p>
<form method="post" action="${escapeHtml(actionUrl)}" class="actions">
<button type="submit" name="action" value="pay" class="pay">${t('payment.cashier.pay')}</button>
<button type="submit" name="action" value="cancel" class="cancel">${t('payment.cashier.cancel')}</button>
</form>`,
    );
  }
  const state = trade.status === 'TRADE_SUCCESS' || trade.status === 'TRADE_FINISHED' ? 'payment.cashier.paid' : 'payment.cashier.closed';
  return page(
    language,
    `${details}<p class="state">${t(state)}</p><div class="actions"><a class="button" href="${escapeHtml(trade.returnUrl)}">${t('payment.cashier.back')}</a></div>`,
  );
}

function problemPage(language: Language, problem: CashierProblem | 'invalid'): string {
  const key = problem === 'inconsistent' ? 'payment.cashier.inconsistent' : 'payment.cashier.invalid';
  return page(language, `<p class="state">${escapeHtml(translate(language, key))}</p>`);
}

function signingPage(language: Language, agreement: SigningPage, actionUrl: string, now: Date): string {
  const t = (key: MessageKey, params: Record<string, string> = {}) => escapeHtml(translate(language, key, params));
  const details = `<dl>
<dt>${t('payment.agreement.principal')}</dt><dd>${escapeHtml(agreement.principalName)}</dd>
<dt>${t('payment.agreement.product')}</dt><dd>${t('payment.agreement.productName')}</dd>
<dt>${t('payment.agreement.number')}</dt><dd>${escapeHtml(agreement.externalAgreementNo)}</dd>
</dl>`;
  if (agreement.status === 'TEMP' && agreement.expiresAt > now) {
    return page(
      language,
      `${details}<p class="deadline">${t('payment.agreement.deadline', { time: beijingTime(agreement.expiresAt) })}</p>
<form method="post" action="${escapeHtml(actionUrl)}" class="actions">
<button type="submit" name="action" value="sign" class="pay">${t('payment.agreement.sign')}</button>
<button type="submit" name="action" value="refuse" class="cancel">${t('payment.agreement.refuse')}</button>
</form>`,
      AGREEMENT_HEADING,
    );
  }
  const state = agreement.status === 'NORMAL' ? 'payment.agreement.signed' : 'payment.agreement.ended';
  return page(
    language,
    `${details}<p class="state">${t(state)}</p><div class="actions"><a class="button" href="${escapeHtml(agreement.returnUrl)}">${t('payment.cashier.back')}</a></div>`,
    AGREEMENT_HEADING,
  );
}

/**
 * The cashier (GET shows it, POST pays or cancels, at `${CASHIER_PATH}:outTradeNo?<signed page-pay
 * request>`) and the agreement signing page (GET shows it, POST signs or refuses, at
 * `${AGREEMENT_PATH}:externalAgreementNo?<signed sign request>`).
 */
export function simulatedCashierRoutes(gateway: SimulatedAlipay, now: () => Date) {
  return async (app: FastifyInstance) => {
    // the pages' forms, and only here: the rest of the API takes JSON
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
      done(null, parseForm(body as string)),
    );

    const signRequestOf = (request: FastifyRequest) => {
      const { externalAgreementNo } = request.params as { externalAgreementNo: string };
      const query = singleValues(request.query);
      return query ? gateway.agreements.verifyRequest(externalAgreementNo, query) : null;
    };
    const invalidSigning = (request: FastifyRequest, reply: FastifyReply) =>
      send(
        reply,
        400,
        page(request.language, `<p class="state">${escapeHtml(translate(request.language, 'payment.agreement.invalid'))}</p>`, AGREEMENT_HEADING),
      );

    app.get(`${AGREEMENT_PATH}:externalAgreementNo`, async (request, reply) => {
      const signRequest = signRequestOf(request);
      if (!signRequest) return invalidSigning(request, reply);
      return send(reply, 200, signingPage(request.language, await gateway.agreements.open(signRequest), request.url, now()));
    });

    app.post(`${AGREEMENT_PATH}:externalAgreementNo`, async (request, reply) => {
      const signRequest = signRequestOf(request);
      if (!signRequest) return invalidSigning(request, reply);
      const action = (request.body as Record<string, string> | undefined)?.action;
      if (action !== 'sign' && action !== 'refuse') return invalidSigning(request, reply);
      const agreement = action === 'sign' ? await gateway.signAgreement(signRequest) : await gateway.agreements.refuse(signRequest);
      if (action === 'sign' && agreement.status !== 'NORMAL') return send(reply, 409, signingPage(request.language, agreement, request.url, now()));
      return reply.header('cache-control', 'no-store').redirect(agreement.returnUrl, 303);
    });

    const requestOf = (request: FastifyRequest): PagePayRequest | null => {
      const { outTradeNo } = request.params as { outTradeNo: string };
      const query = singleValues(request.query);
      return query ? gateway.verifyPagePayRequest(outTradeNo, query) : null;
    };

    app.get(`${CASHIER_PATH}:outTradeNo`, async (request, reply) => {
      const payRequest = requestOf(request);
      if (!payRequest) return send(reply, 400, problemPage(request.language, 'invalid'));
      const trade = await gateway.openCashier(payRequest);
      if (typeof trade === 'string') return send(reply, 409, problemPage(request.language, trade));
      return send(reply, 200, tradePage(request.language, trade, request.url, now()));
    });

    app.post(`${CASHIER_PATH}:outTradeNo`, async (request, reply) => {
      const payRequest = requestOf(request);
      if (!payRequest) return send(reply, 400, problemPage(request.language, 'invalid'));
      const action = (request.body as Record<string, string> | undefined)?.action;
      if (action === 'cancel') {
        // leaving the cashier: the trade stays open until its time_expire, as at Alipay
        const trade = await gateway.openCashier(payRequest);
        if (typeof trade === 'string') return send(reply, 409, problemPage(request.language, trade));
        return reply.status(303).header('cache-control', 'no-store').redirect(trade.returnUrl, 303);
      }
      if (action !== 'pay') return send(reply, 400, problemPage(request.language, 'invalid'));
      const trade = await gateway.pay(payRequest);
      if (typeof trade === 'string') return send(reply, 409, problemPage(request.language, trade));
      if (trade.status !== 'TRADE_SUCCESS') return send(reply, 409, tradePage(request.language, trade, request.url, now()));
      const tradeNo = (await gateway.tradeNoOf(trade.outTradeNo))!;
      return reply.header('cache-control', 'no-store').redirect(gateway.returnAddress(trade, tradeNo), 303);
    });
  };
}
