// The operators' side of the open platform under /ops (api/ops: bearer OPS_TOKEN): the applications
// to review, approval with the daily limits, rejection with a reason, and re-keying an app.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../rest/envelope.ts';
import type { Services } from '../../services.ts';
import { appJson, applicationJson } from './openplatform.rest.ts';
import type { ReviewedApplication } from './openplatform.service.ts';

type Body = Record<string, unknown> | null | undefined;

const bodyOf = (body: Body): Record<string, unknown> => (body && typeof body === 'object' && !Array.isArray(body) ? body : {});

const reviewedJson = (application: ReviewedApplication) => ({
  ...applicationJson(application),
  userId: application.userId,
  nickname: application.nickname,
  appId: application.appId,
  // the limits the app got (the application's dailyOrders and dailyAmount are what was asked for)
  granted: application.granted
    ? {
        dailyOrders: application.granted.dailyOrders,
        dailyAmount: application.granted.dailyAmountCents,
        rateLimitPerSecond: application.granted.rateLimitPerSecond,
      }
    : null,
  reviewedBy: application.reviewedBy,
});

export function openPlatformOpsRoutes(services: Services) {
  const openPlatform = services.openPlatform;
  return async (ops: FastifyInstance) => {
    ops.get('/openplat/applications', async (request: FastifyRequest<{ Querystring: Record<string, unknown> }>) =>
      ok(request, { list: (await openPlatform.listApplications({ status: request.query.status })).map(reviewedJson) }),
    );

    ops.post('/openplat/applications/:id/approve', async (request: FastifyRequest<{ Params: { id: string }; Body: Body }>) => {
      const body = bodyOf(request.body);
      return ok(request, reviewedJson(await openPlatform.approve(request.params.id, { dailyOrders: body.dailyOrders, dailyAmount: body.dailyAmount })));
    });

    ops.post('/openplat/applications/:id/reject', async (request: FastifyRequest<{ Params: { id: string }; Body: Body }>) =>
      ok(request, reviewedJson(await openPlatform.reject(request.params.id, { reason: bodyOf(request.body).reason }))),
    );

    ops.post('/openplat/apps/:appId/reset', async (request: FastifyRequest<{ Params: { appId: string } }>) =>
      ok(request, appJson(await openPlatform.reset(request.params.appId))),
    );
  };
}
