// REST of withdrawals (docs/rest.md "Withdrawals"): the form's settings and preview, the SMS code to the
// user's own phone, the withdrawal itself (header Idempotency-Key) and the history. Amounts in cents
// in answers; the requested amount in yuan (at most two decimals).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { translate } from '../../i18n/messages.ts';
import { ok, stringParam } from '../../rest/envelope.ts';
import { pageOf, pageParams } from '../../rest/paging.ts';
import { requestInfo, requireViewer } from '../../rest/viewer.ts';
import type { Services } from '../../services.ts';

type Query = Record<string, unknown>;
type Body = Record<string, unknown> | null | undefined;

export function withdrawalRoutes(services: Services) {
  const { withdrawals } = services;
  return async (app: FastifyInstance) => {
    app.get('/withdraw/settings', async (request) => ok(request, await withdrawals.settingsOf(requireViewer(request))));

    app.get('/withdraw/preview', async (request: FastifyRequest<{ Querystring: Query }>) =>
      ok(request, await withdrawals.preview(requireViewer(request), request.query.amount)),
    );

    app.post('/withdraw/code', async (request) => {
      const result = await withdrawals.sendCode(requireViewer(request), requestInfo(request));
      return { ...ok(request, result), msg: translate(request.language, 'auth.codeSent') };
    });

    app.post('/withdraw', async (request: FastifyRequest<{ Body: Body }>) => {
      const viewer = requireViewer(request);
      const body = request.body ?? {};
      const withdrawal = await withdrawals.withdraw(viewer, {
        amount: body.amount,
        smsCode: body.smsCode,
        name: body.name,
        idNumber: body.idNumber,
        account: body.account,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return { ...ok(request, withdrawal), msg: translate(request.language, 'withdraw.initiated') };
    });

    app.get('/withdraw', async (request: FastifyRequest<{ Querystring: Query }>) => {
      const viewer = requireViewer(request);
      const page = pageParams(request.query, { defaultLimit: 10, maxLimit: 50 });
      const filter = { status: stringParam(request.query.status), range: stringParam(request.query.range), month: stringParam(request.query.month) };
      const { list, total } = await withdrawals.history(viewer, filter, page);
      return ok(request, pageOf(list, total, page));
    });
  };
}
