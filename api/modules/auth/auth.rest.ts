import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageFrom, translate } from '../../i18n/messages.ts';
import { ok } from '../../rest/envelope.ts';
import type { Services } from '../../services.ts';
import { toProfile } from '../user/user.view.ts';
import { UnauthenticatedError } from './auth.errors.ts';
import { clearSessionCookie, sessionToken, setSessionCookie } from './session.cookie.ts';

type Body = Record<string, unknown> | undefined;

export function requestInfo(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

/** The signed-in user of a REST request, or 401 ("log in", or "log in again" when the cookie is stale). */
export function requireViewer(request: FastifyRequest) {
  if (!request.viewer) throw new UnauthenticatedError(sessionToken(request) ? 'auth.sessionInvalid' : 'auth.loginRequired');
  return request.viewer;
}

export function authRoutes(services: Services, secureCookies: boolean) {
  return async (app: FastifyInstance) => {
    app.post('/sms', async (request: FastifyRequest<{ Body: Body }>) => {
      const result = await services.auth.sendCode(request.body?.phone, 'login', requestInfo(request));
      return { ...ok(request, result), msg: translate(languageFrom(request.headers['accept-language']), 'auth.codeSent') };
    });

    app.post('/login', async (request: FastifyRequest<{ Body: Body }>, reply) => {
      const body = request.body ?? {};
      const signedIn = await services.auth.login(
        { phone: body.phone, code: body.code, agree: body.agree, keepLogin: body.keepLogin },
        requestInfo(request),
      );
      setSessionCookie(reply, signedIn, secureCookies);
      return ok(request, toProfile(signedIn.user, services.secrets));
    });

    app.get('/user', async (request) => ok(request, toProfile(requireViewer(request).user, services.secrets)));

    app.delete('/user', async (request, reply) => {
      await services.auth.logout(sessionToken(request));
      clearSessionCookie(reply, secureCookies);
      return ok(request, null);
    });
  };
}
