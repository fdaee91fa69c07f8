import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../i18n/messages.ts';
import { answers, isoTime } from '../../rest/answers.ts';
import { checkedField } from '../../rest/checkedField.ts';
import { ok } from '../../rest/envelope.ts';
import { requestInfo, requireViewer } from '../../rest/viewer.ts';
import type { Services } from '../../services.ts';
import { clearSessionCookie, sessionToken, setSessionCookie } from '../../session/cookie.ts';
import { UserProfile } from '../user/user.contract.ts';
import { parseSmsPurpose } from './auth.service.ts';

const TAGS = ['Account'];
/** A phone as the service reads it (digits, optionally +86), refused with its own message. */
const phoneField = checkedField(['string', 'number'], 'A mainland mobile number (11 digits, +86 allowed).');
const codeField = checkedField(['string', 'number'], 'The code of POST /web/sms.');

export function authRoutes(services: Services, secureCookies: boolean) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    // purpose "login" (the default) or "verify": a step-up code, only to the signed-in account's own phone
    routes.post(
      '/sms',
      {
        schema: {
          operationId: 'sendSmsCode',
          summary: 'Sends a code by SMS: to sign in, or to verify the signed-in session',
          description:
            'purpose login (default): the sign-in code to any phone, no login needed. purpose verify: the step-up code, signed in, only to the account’s own phone. A 60-second cooldown a phone and hourly caps apply (429).',
          tags: TAGS,
          body: z
            .object({
              phone: phoneField,
              purpose: checkedField('string', 'login (default) or verify.'),
            })
            .nullish(),
          response: answers(
            z.object({
              retryAfterSeconds: z.number().int().describe('Seconds before another code may be asked for.'),
              phone: z.string().optional().describe('purpose verify: the phone the code went to, masked.'),
            }),
          ),
        },
      },
      async (request) => {
        const purpose = parseSmsPurpose(request.body?.purpose);
        const result =
          purpose === 'verify'
            ? await services.auth.sendStepUpCode(requireViewer(request), request.body?.phone, requestInfo(request))
            : await services.auth.sendCode(request.body?.phone, 'login', requestInfo(request));
        return { ...ok(request, result), msg: translate(request.language, 'auth.codeSent') };
      },
    );

    // step-up verification: the code of POST /web/sms {purpose: "verify"} marks this session verified
    routes.post(
      '/user/verify',
      {
        schema: {
          operationId: 'verifySession',
          summary: 'Verifies the signed-in session with the step-up code',
          description:
            'The code of POST /web/sms {purpose: "verify"} marks this session recently verified, which the operations moving money or items ask for (403, code 4031).',
          tags: TAGS,
          body: z.object({ code: codeField }).nullish(),
          response: answers(z.object({ verifiedAt: isoTime('When the session was verified.'), verifiedUntil: isoTime('Until when the verification counts.') })),
        },
      },
      async (request) => {
        const verified = await services.auth.verifyStepUp(requireViewer(request), request.body?.code, requestInfo(request));
        const data = { verifiedAt: verified.verifiedAt.toISOString(), verifiedUntil: verified.verifiedUntil.toISOString() };
        return { ...ok(request, data), msg: translate(request.language, 'auth.stepUpVerified') };
      },
    );

    routes.post(
      '/login',
      {
        schema: {
          operationId: 'login',
          summary: 'Signs in (or up) with the phone and its SMS code',
          description:
            'Sets the session cookie Authorization. A new phone makes a new account. Repeated wrong codes lock the phone and the address out for a while (429).',
          tags: TAGS,
          body: z
            .object({
              phone: phoneField,
              code: codeField,
              agree: checkedField('boolean', 'Must be true: the user accepts the service agreement and the privacy policy.'),
              keepLogin: checkedField('boolean', 'true: the session lasts 15 days; otherwise 24 hours.'),
            })
            .nullish(),
          response: answers(UserProfile),
        },
      },
      async (request, reply) => {
        const body = request.body ?? {};
        const signedIn = await services.auth.login({ phone: body.phone, code: body.code, agree: body.agree, keepLogin: body.keepLogin }, requestInfo(request));
        setSessionCookie(reply, signedIn, secureCookies);
        return ok(request, await services.user.profile(signedIn.user, request.language));
      },
    );

    routes.get('/user', { schema: { operationId: 'getProfile', summary: 'The signed-in user', tags: TAGS, response: answers(UserProfile) } }, async (request) =>
      ok(request, await services.user.profile(requireViewer(request).user, request.language)),
    );

    routes.delete(
      '/user',
      {
        schema: {
          operationId: 'logout',
          summary: 'Signs out: ends the session and clears its cookie',
          description: 'Answers success even without a session.',
          tags: TAGS,
          response: answers(z.null()),
        },
      },
      async (request, reply) => {
        await services.auth.logout(sessionToken(request));
        clearSessionCookie(reply, secureCookies);
        return ok(request, null);
      },
    );
  };
}
