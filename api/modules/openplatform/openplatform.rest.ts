// /web/openapi*: the open platform of the signed-in user (issue 23 point 1), answering the /web/*
// envelope. Handlers parse, call OpenPlatformService and map; money in the answers is in cents.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../rest/envelope.ts';
import { readOneFile, registerUploads } from '../../rest/upload.ts';
import { requireViewer } from '../../rest/viewer.ts';
import type { Services } from '../../services.ts';
import { ATTACHMENT_MAX_BYTES } from './attachment.ts';
import type { DeliveryView } from './callbacks.service.ts';
import type { AppView, ApplicationView, OpenPlatformState } from './openplatform.service.ts';

type Body = Record<string, unknown> | null | undefined;

const ATTACHMENT_UPLOAD = {
  field: 'attachment',
  maxBytes: ATTACHMENT_MAX_BYTES,
  refusals: {
    missing: 'openplat.attachmentMissing',
    tooLarge: 'openplat.attachmentTooLarge',
    oneFile: 'openplat.attachmentOneFile',
    malformed: 'openplat.attachmentMalformed',
  },
} as const;

const bodyOf = (body: Body): Record<string, unknown> => (body && typeof body === 'object' && !Array.isArray(body) ? body : {});

export function applicationJson(application: ApplicationView) {
  return {
    id: application.id,
    phone: application.phone,
    wechat: application.wechat,
    dailyOrders: application.dailyOrders,
    dailyAmount: application.dailyAmountCents,
    reason: application.reason,
    attachment: application.attachment,
    status: application.status,
    rejectReason: application.rejectReason,
    createTime: application.createdAt.getTime(),
    reviewTime: application.reviewedAt?.getTime() ?? null,
  };
}

export function appJson(app: AppView) {
  return {
    appId: app.appId,
    callbackUrl: app.callbackUrl,
    keyFingerprint: app.keyFingerprint,
    keysSubmitTime: app.keysSubmittedAt?.getTime() ?? null,
    platformKeyId: app.platformKeyId,
    platformPublicKey: app.platformPublicKey,
    dailyOrders: app.dailyOrders,
    dailyAmount: app.dailyAmountCents,
    rateLimitPerSecond: app.rateLimitPerSecond,
    suspended: app.suspended,
    suspendTime: app.suspendedAt?.getTime() ?? null,
  };
}

/** One delivery of the log with its attempts (oldest first), times in milliseconds. */
export function deliveryJson(delivery: DeliveryView) {
  return {
    id: delivery.id,
    eventId: delivery.eventId,
    type: delivery.type,
    status: delivery.status,
    attempts: delivery.attempts,
    lastStatusCode: delivery.lastStatusCode,
    lastError: delivery.lastError,
    lastLatencyMs: delivery.lastLatencyMs,
    lastAttemptTime: delivery.lastAttemptAt?.getTime() ?? null,
    nextAttemptTime: delivery.nextAttemptAt?.getTime() ?? null,
    deliveredTime: delivery.deliveredAt?.getTime() ?? null,
    createTime: delivery.createdAt.getTime(),
    redeliveryOf: delivery.redeliveryOf,
    attemptLog: delivery.attemptLog.map((attempt) => ({
      number: attempt.number,
      time: attempt.attemptedAt.getTime(),
      statusCode: attempt.statusCode,
      latencyMs: attempt.latencyMs,
      answerExcerpt: attempt.answerExcerpt,
      error: attempt.error,
    })),
  };
}

function stateJson(state: OpenPlatformState) {
  return {
    enabled: state.enabled,
    status: state.status,
    application: state.application ? applicationJson(state.application) : null,
    rejectReason: state.rejectReason,
    app: state.app ? appJson(state.app) : null,
  };
}

export function openPlatformRoutes(services: Services) {
  const openPlatform = services.openPlatform;
  return async (app: FastifyInstance) => {
    app.get('/openapi', async (request) => ok(request, stateJson(await openPlatform.stateOf(requireViewer(request)))));

    app.post('/openapi/apply', async (request: FastifyRequest<{ Body: Body }>) =>
      ok(request, stateJson(await openPlatform.apply(requireViewer(request), bodyOf(request.body)))),
    );

    app.post('/openapi/keys', async (request: FastifyRequest<{ Body: Body }>) => {
      const body = bodyOf(request.body);
      return ok(request, stateJson(await openPlatform.submitKeys(requireViewer(request), { callbackUrl: body.callbackUrl, publicKey: body.publicKey })));
    });

    app.post('/openapi/suspend', async (request) => ok(request, stateJson(await openPlatform.suspend(requireViewer(request)))));

    app.get('/openapi/deliveries', async (request) =>
      ok(request, { list: (await services.partnerCallbacks.deliveries(requireViewer(request))).map(deliveryJson) }),
    );

    app.post('/openapi/deliveries/:id/resend', async (request: FastifyRequest<{ Params: { id: string } }>) =>
      ok(request, deliveryJson(await services.partnerCallbacks.resend(requireViewer(request), request.params.id))),
    );

    // multipart only here: one file of at most 5 MB
    await registerUploads(app, ATTACHMENT_MAX_BYTES, (uploads) => {
      uploads.post('/openapi/attachment', async (request) => {
        const viewer = requireViewer(request);
        return ok(request, await openPlatform.uploadAttachment(viewer, await readOneFile(request, ATTACHMENT_UPLOAD)));
      });
    });
  };
}
