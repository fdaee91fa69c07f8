import type { FastifyInstance, FastifyRequest } from 'fastify';
import { translate } from '../../i18n/messages.ts';
import { ok } from '../../rest/envelope.ts';
import { requestInfo, requireViewer } from '../../rest/viewer.ts';
import type { Services } from '../../services.ts';
import { parseSmsPurpose } from './auth.service.ts';
import { clearSessionCookie, sessionToken, setSessionCookie } from '../../session/cookie.ts';

type Body = Record<string, unknown> | undefined;

export function authRoutes(services: Services, secureCookies: boolean) {
  return async (app: FastifyInstance) => {
    // purpose "login" (the default) or "verify": a step-up code, only to the signed-in account's own phone
    app.post('/sms', async (request: FastifyRequest<{ Body: Body }>) => {
      const purpose = parseSmsPurpose(request.body?.purpose);
      const result =
        purpose === 'verify'
          ? await services.auth.sendStepUpCode(requireViewer(request), request.body?.phone, requestInfo(request))
          : await services.auth.sendCode(request.body?.phone, 'login', requestInfo(request));
      return { ...ok(request, result), msg: translate(request.language, 'auth.codeSent') };
    });

    // step-up verification: the code of POST /web/sms {purpose: "verify"} marks this session verified
    app.post('/user/verify', async (request: FastifyRequest<{ Body: Body }>) => {
      const verified = await services.auth.verifyStepUp(requireViewer(request), request.body?.code, requestInfo(request));
      const data = { verifiedAt: verified.verifiedAt.toISOString(), verifiedUntil: verified.verifiedUntil.toISOString() };
      return { ...ok(request, data), msg: translate(request.language, 'auth.stepUpVerified') };
    });

    app.post('/login', async (request: FastifyRequest<{ Body: Body }>, reply) => {
      const body = request.body ?? {};
      const signedIn = await services.auth.login({ phone: body.phone, code: body.code, agree: body.agree, keepLogin: body.keepLogin }, requestInfo(request));
      setSessionCookie(reply, signedIn, secureCookies);
      return ok(request, await services.user.profile(signedIn.user, request.language));
    });

    app.get('/user', async (request) => ok(request, await services.user.profile(requireViewer(request).user, request.language)));

    app.delete('/user', async (request, reply) => {
      await services.auth.logout(sessionToken(request));
      clearSessionCookie(reply, secureCookies);
      return ok(request, null);
    });
  };
}
