// /web/openapi*: the open platform of the signed-in user, answering the /web/* envelope. Handlers
// parse, call OpenPlatformService and map; money in the answers is in cents.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkedField } from '../../rest/checkedField.ts';
import { answers, cents } from '../../rest/answers.ts';
import { ok } from '../../rest/envelope.ts';
import { readOneFile, registerUploads } from '../../rest/upload.ts';
import { requireViewer } from '../../rest/viewer.ts';
import type { Services } from '../../services.ts';
import { ATTACHMENT_MAX_BYTES } from './attachment.ts';
import { DeliveryAnswer } from './callbacks.contract.ts';
import type { DeliveryView } from './callbacks.service.ts';
import type { AppView, ApplicationView, OpenPlatformState } from './openplatform.service.ts';

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

const millis = (description = 'ms since the epoch') => z.number().int().describe(description);

const ApplicationAnswer = z
  .object({
    id: z.string(),
    phone: z.string().describe('The contact phone of the application.'),
    wechat: z.string(),
    dailyOrders: z.number().int().describe('Orders a day asked for; 0: the defaults.'),
    dailyAmount: cents('Amount a day asked for; 0: the defaults.'),
    reason: z.string(),
    attachment: z.object({ id: z.string(), mediaType: z.string(), byteSize: z.number().int() }).nullable().describe('The licence or other proof attached.'),
    status: z.enum(['reviewing', 'approved', 'rejected']),
    rejectReason: z.string().nullable(),
    createTime: millis(),
    reviewTime: millis().nullable(),
  })
  .meta({ id: 'OpenPlatformApplication', description: 'An application to the open platform.' });

const AppAnswer = z
  .object({
    appId: z.string(),
    callbackUrl: z.string().nullable().describe('Where callbacks go; null before step 2.'),
    keyFingerprint: z.string().nullable().describe("SHA-256 of the app's public key; null before step 2."),
    keysSubmitTime: millis().nullable(),
    platformKeyId: z.string().describe('The id of the key that signs callbacks (X-Platform-Key-Id).'),
    platformPublicKey: z.string().describe('PEM of the key that signs callbacks.'),
    dailyOrders: z.number().int().describe('Orders a day the app was granted.'),
    dailyAmount: cents('Amount a day the app was granted.'),
    rateLimitPerSecond: z.number().int(),
    suspended: z.boolean(),
    suspendTime: millis().nullable(),
  })
  .meta({ id: 'OpenPlatformApp', description: 'The app an approved application made.' });

const StateAnswer = z
  .object({
    enabled: z.boolean().describe('The open-platform switch of the account settings.'),
    status: z.enum(['none', 'reviewing', 'approved', 'rejected']),
    application: ApplicationAnswer.nullable().describe('The latest application.'),
    rejectReason: z.string().nullable(),
    app: AppAnswer.nullable(),
  })
  .meta({ id: 'OpenPlatformState', description: "The viewer's open platform: the application, then the app." });

const TAGS = ['Open platform'];

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
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/openapi',
      { schema: { operationId: 'getOpenPlatform', summary: "The viewer's open platform", tags: TAGS, response: answers(StateAnswer) } },
      async (request) => ok(request, stateJson(await openPlatform.stateOf(requireViewer(request)))),
    );

    routes.post(
      '/openapi/apply',
      {
        schema: {
          operationId: 'applyToOpenPlatform',
          summary: 'Step 1: apply (again after a rejection)',
          description: 'Operators review it; a sandbox approves it at once with the default limits.',
          tags: TAGS,
          body: z
            .object({
              phone: checkedField('string', 'Contact phone (11 digits).'),
              wechat: checkedField('string', 'WeChat id.'),
              reason: checkedField('string', 'What the app will do.'),
              dailyOrders: checkedField('integer', 'Orders a day asked for.', { minimum: 0 }),
              dailyAmount: checkedField('integer', 'Amount a day asked for, cents.', { minimum: 0 }),
              attachmentId: checkedField('string', 'An attachment uploaded by POST /web/openapi/attachment.'),
            })
            .nullish(),
          response: answers(StateAnswer),
        },
      },
      async (request) => ok(request, stateJson(await openPlatform.apply(requireViewer(request), request.body ?? {}))),
    );

    routes.post(
      '/openapi/keys',
      {
        schema: {
          operationId: 'submitOpenPlatformKeys',
          summary: "Step 2: the callback URL and the app's public key",
          tags: TAGS,
          body: z
            .object({
              callbackUrl: checkedField('string', 'https URL of a public host (http allowed outside production).'),
              publicKey: checkedField('string', 'PEM RSA public key, at least 2048 bits.'),
            })
            .nullish(),
          response: answers(StateAnswer),
        },
      },
      async (request) =>
        ok(
          request,
          stateJson(await openPlatform.submitKeys(requireViewer(request), { callbackUrl: request.body?.callbackUrl, publicKey: request.body?.publicKey })),
        ),
    );

    routes.post(
      '/openapi/suspend',
      {
        schema: {
          operationId: 'suspendOpenPlatformApp',
          summary: 'Stops the app: every signed request is refused',
          tags: TAGS,
          response: answers(StateAnswer),
        },
      },
      async (request) => ok(request, stateJson(await openPlatform.suspend(requireViewer(request)))),
    );

    routes.get(
      '/openapi/deliveries',
      {
        schema: {
          operationId: 'listOpenPlatformDeliveries',
          summary: "The app's callback deliveries, newest first, with their attempts",
          tags: TAGS,
          response: answers(z.object({ list: z.array(DeliveryAnswer) })),
        },
      },
      async (request) => ok(request, { list: (await services.partnerCallbacks.deliveries(requireViewer(request))).map(deliveryJson) }),
    );

    routes.post(
      '/openapi/deliveries/:id/resend',
      {
        schema: {
          operationId: 'resendOpenPlatformDelivery',
          summary: "Sends a delivery's event again, as a new delivery",
          tags: TAGS,
          params: z.object({ id: z.string() }),
          response: answers(DeliveryAnswer),
        },
      },
      async (request) => ok(request, deliveryJson(await services.partnerCallbacks.resend(requireViewer(request), request.params.id))),
    );

    // multipart only here: one file of at most 5 MB
    await registerUploads(app, ATTACHMENT_MAX_BYTES, (uploads) => {
      uploads.withTypeProvider<ZodTypeProvider>().post(
        '/openapi/attachment',
        {
          schema: {
            operationId: 'uploadOpenPlatformAttachment',
            summary: 'Uploads the attachment of an application',
            description: 'multipart/form-data with one file field `attachment`: PDF, PNG or JPEG, at most 5 MB.',
            tags: TAGS,
            consumes: ['multipart/form-data'],
            response: answers(z.object({ attachmentId: z.string() })),
          },
        },
        async (request) => {
          const viewer = requireViewer(request);
          return ok(request, await openPlatform.uploadAttachment(viewer, await readOneFile(request, ATTACHMENT_UPLOAD)));
        },
      );
    });
  };
}
