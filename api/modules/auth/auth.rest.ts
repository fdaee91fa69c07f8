import type { FastifyInstance, FastifyRequest } from 'fastify';
import { translate } from '../../i18n/messages.ts';
import { ok } from '../../rest/envelope.ts';
import { requestInfo, requireViewer } from '../../rest/viewer.ts';
import type { Services } from '../../services.ts';
import { clearSessionCookie, sessionToken, setSessionCookie } from '../../session/cookie.ts';

type Body = Record<string, unknown> | undefined;

export function authRoutes(services: Services, secureCookies: boolean) {
  return async (app: FastifyInstance) => {
    app.post('/sms', async (request: FastifyRequest<{ Body: Body }>) => {
      const result = await services.auth.sendCode(request.body?.phone, 'login', requestInfo(request));
      return { ...ok(request, result), msg: translate(request.language, 'auth.codeSent') };
    });

    app.post('/login', async (request: FastifyRequest<{ Body: Body }>, reply) => {
      const body = request.body ?? {};
      const signedIn = await services.auth.login({ phone: body.phone, code: body.code, agree: body.agree, keepLogin: body.keepLogin }, requestInfo(request));
      setSessionCookie(reply, signedIn, secureCookies);
      return ok(request, await services.user.profile(signedIn.user));
    });

    app.get('/user', async (request) => ok(request, await services.user.profile(requireViewer(request).user)));

    app.delete('/user', async (request, reply) => {
      await services.auth.logout(sessionToken(request));
      clearSessionCookie(reply, secureCookies);
      return ok(request, null);
    });
  };
}
