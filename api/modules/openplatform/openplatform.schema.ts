// GraphQL of /user/openapi (issue 23 point 1): the viewer's open platform (the settings switch, the
// latest application, the app), step 1 (apply), step 2 (callback URL and public key, once) and
// suspension. The attachment is uploaded through REST (POST /web/openapi/attachment, multipart); its
// id goes into applyOpenPlatform. The rules are OpenPlatformService's.
import { builder } from '../../graphql/builder.ts';
import { ownViewer, requireViewer } from '../../graphql/viewer.ts';
import { AppError, ValidationError } from '../../errors.ts';
import { StepUpRequiredError } from '../../session/viewer.ts';
import { Viewer } from '../user/user.schema.ts';
import type { AttemptView, DeliveryView } from './callbacks.service.ts';
import type { AppView, ApplicationView, OpenPlatformState } from './openplatform.service.ts';

const OpenPlatformStatus = builder.enumType('OpenPlatformStatus', {
  description:
    'NONE: never applied. REVIEWING: under review (usually 3-5 working days). APPROVED: step 2 is open. REJECTED: see rejectReason, then apply again.',
  values: ['NONE', 'REVIEWING', 'APPROVED', 'REJECTED'] as const,
});

const ApplicationStatus = builder.enumType('OpenPlatformApplicationStatus', { values: ['REVIEWING', 'APPROVED', 'REJECTED'] as const });

const upper = <T extends string>(value: T) => value.toUpperCase() as Uppercase<T>;

const Attachment = builder.objectRef<NonNullable<ApplicationView['attachment']>>('OpenPlatformAttachment').implement({
  description: 'The file given with an application; kept privately, never served publicly.',
  fields: (t) => ({
    id: t.exposeString('id'),
    mediaType: t.exposeString('mediaType', { description: 'application/pdf, image/png or image/jpeg' }),
    byteSize: t.exposeInt('byteSize'),
  }),
});

const Application = builder.objectRef<ApplicationView>('OpenPlatformApplication').implement({
  description: 'Step 1 of the open platform, as the applicant sent it.',
  fields: (t) => ({
    applicationId: t.exposeString('id'),
    phone: t.exposeString('phone'),
    wechat: t.exposeString('wechat'),
    dailyOrders: t.exposeInt('dailyOrders', { description: 'Expected orders a day (0: not stated).' }),
    dailyAmount: t.field({ type: 'Money', description: 'Expected amount a day, in cents (0: not stated).', resolve: (row) => row.dailyAmountCents }),
    reason: t.exposeString('reason'),
    attachment: t.field({ type: Attachment, nullable: true, resolve: (row) => row.attachment }),
    status: t.field({ type: ApplicationStatus, resolve: (row) => upper(row.status) }),
    rejectReason: t.exposeString('rejectReason', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (row) => row.createdAt }),
    reviewedAt: t.field({ type: 'DateTime', nullable: true, resolve: (row) => row.reviewedAt }),
  }),
});

const DeliveryStatus = builder.enumType('PartnerCallbackStatus', {
  description: 'PENDING: waiting for its next attempt. DELIVERED: a 2xx acknowledged it. FAILED: given up after more than 24 hours of retries.',
  values: ['PENDING', 'DELIVERED', 'FAILED'] as const,
});

const DeliveryAttempt = builder.objectRef<AttemptView>('PartnerCallbackAttempt').implement({
  description: 'One attempt of a delivery: every attempt is kept.',
  fields: (t) => ({
    number: t.exposeInt('number', { description: '1, 2, 3, … within its delivery.' }),
    attemptedAt: t.field({ type: 'DateTime', resolve: (attempt) => attempt.attemptedAt }),
    statusCode: t.exposeInt('statusCode', { nullable: true, description: 'The HTTP status of the answer; null: no answer.' }),
    latencyMs: t.exposeInt('latencyMs'),
    answerExcerpt: t.exposeString('answerExcerpt', { nullable: true, description: 'The first 1 KB of the answer’s body.' }),
    error: t.exposeString('error', { nullable: true }),
  }),
});

const Delivery = builder.objectRef<DeliveryView>('PartnerCallback').implement({
  description: 'One event POSTed to the app’s callback URL, and its attempts so far.',
  fields: (t) => ({
    callbackId: t.exposeString('id'),
    eventId: t.exposeString('eventId'),
    type: t.exposeString('type'),
    status: t.field({ type: DeliveryStatus, resolve: (delivery) => upper(delivery.status) }),
    attempts: t.exposeInt('attempts'),
    lastStatusCode: t.exposeInt('lastStatusCode', { nullable: true }),
    lastError: t.exposeString('lastError', { nullable: true }),
    lastLatencyMs: t.exposeInt('lastLatencyMs', { nullable: true }),
    lastAttemptAt: t.field({ type: 'DateTime', nullable: true, resolve: (delivery) => delivery.lastAttemptAt }),
    nextAttemptAt: t.field({ type: 'DateTime', nullable: true, resolve: (delivery) => delivery.nextAttemptAt }),
    deliveredAt: t.field({ type: 'DateTime', nullable: true, resolve: (delivery) => delivery.deliveredAt }),
    createdAt: t.field({ type: 'DateTime', resolve: (delivery) => delivery.createdAt }),
    redeliveryOf: t.exposeString('redeliveryOf', {
      nullable: true,
      description: 'The delivery this one sends again (a redelivery starts its attempts from zero).',
    }),
    attemptLog: t.field({ type: [DeliveryAttempt], description: 'Every attempt, oldest first.', resolve: (delivery) => delivery.attemptLog }),
  }),
});

const PartnerApp = builder.objectRef<AppView>('PartnerApp').implement({
  description: "An approved partner's app: its id (X-App-Id), limits and, after step 2, its callback URL and key.",
  fields: (t) => ({
    appId: t.exposeString('appId'),
    callbackUrl: t.exposeString('callbackUrl', { nullable: true }),
    keyFingerprint: t.exposeString('keyFingerprint', {
      nullable: true,
      description: "SHA-256 of the partner key's DER (SubjectPublicKeyInfo), lowercase hex.",
    }),
    keysSubmittedAt: t.field({ type: 'DateTime', nullable: true, resolve: (app) => app.keysSubmittedAt }),
    platformKeyId: t.exposeString('platformKeyId', { description: 'X-Platform-Key-Id of the callbacks this key signs.' }),
    platformPublicKey: t.exposeString('platformPublicKey', { description: "The platform's RSA public key (PEM) that verifies callbacks." }),
    dailyOrders: t.exposeInt('dailyOrders'),
    dailyAmount: t.field({ type: 'Money', resolve: (app) => app.dailyAmountCents }),
    rateLimitPerSecond: t.exposeInt('rateLimitPerSecond'),
    suspended: t.exposeBoolean('suspended'),
    suspendedAt: t.field({ type: 'DateTime', nullable: true, resolve: (app) => app.suspendedAt }),
    deliveries: t.field({
      type: [Delivery],
      description: 'The last callbacks, newest first.',
      args: { first: t.arg.int({ description: 'At most 50 (the default).' }) },
      resolve: (_app, args, context) => context.services.partnerCallbacks.deliveries(requireViewer(context), args.first ?? undefined),
    }),
  }),
});

const OpenPlatform = builder.objectRef<OpenPlatformState>('OpenPlatform').implement({
  fields: (t) => ({
    enabled: t.exposeBoolean('enabled', { description: 'The settings switch: off, the page asks to turn it on first.' }),
    status: t.field({ type: OpenPlatformStatus, resolve: (state) => upper(state.status) }),
    application: t.field({ type: Application, nullable: true, description: 'The latest application.', resolve: (state) => state.application }),
    rejectReason: t.exposeString('rejectReason', { nullable: true }),
    app: t.field({ type: PartnerApp, nullable: true, resolve: (state) => state.app }),
  }),
});

builder.prismaObjectFields(Viewer, (t) => ({
  openPlatform: t.field({
    type: OpenPlatform,
    authScopes: { loggedIn: true },
    resolve: (user, _, context) => context.services.openPlatform.stateOf(ownViewer(user, context)),
  }),
}));

const ApplyOpenPlatformInput = builder.inputType('ApplyOpenPlatformInput', {
  fields: (t) => ({
    phone: t.string({ required: true }),
    wechat: t.string({ required: true, description: 'A WeChat ID, or the phone number WeChat finds the applicant by.' }),
    dailyOrders: t.int({ description: 'Expected orders a day.' }),
    dailyAmount: t.string({ description: 'Expected amount a day in yuan, at most two decimals.' }),
    reason: t.string({ required: true }),
    attachmentId: t.string({ description: 'From POST /web/openapi/attachment.' }),
  }),
});

const OpenPlatformPayload = builder.objectRef<OpenPlatformState>('OpenPlatformPayload').implement({
  fields: (t) => ({ openPlatform: t.field({ type: OpenPlatform, resolve: (state) => state }) }),
});

builder.mutationField('applyOpenPlatform', (t) =>
  t.field({
    type: OpenPlatformPayload,
    description: 'Step 1: sends the application for review.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: ApplyOpenPlatformInput, required: true }) },
    errors: { types: [ValidationError, AppError], directResult: true, union: { name: 'ApplyOpenPlatformResult' } },
    resolve: (_, { input }, context) => context.services.openPlatform.apply(requireViewer(context), input),
  }),
);

const SubmitOpenPlatformKeysInput = builder.inputType('SubmitOpenPlatformKeysInput', {
  fields: (t) => ({
    callbackUrl: t.string({ required: true }),
    publicKey: t.string({ required: true, description: 'RSA public key, PEM (2048-4096 bits).' }),
  }),
});

builder.mutationField('submitOpenPlatformKeys', (t) =>
  t.field({
    type: OpenPlatformPayload,
    description: 'Step 2 (approved apps, SMS-verified session): the callback URL and the public key, which cannot be changed afterwards.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: SubmitOpenPlatformKeysInput, required: true }) },
    errors: { types: [StepUpRequiredError, ValidationError, AppError], directResult: true, union: { name: 'SubmitOpenPlatformKeysResult' } },
    resolve: (_, { input }, context) => context.services.openPlatform.submitKeys(requireViewer(context), input),
  }),
);

builder.mutationField('suspendOpenPlatformApp', (t) =>
  t.field({
    type: OpenPlatformPayload,
    description: 'Stops the app at once (a leaked key): every signed request is refused until an operator resets it.',
    authScopes: { loggedIn: true },
    errors: { types: [AppError], directResult: true, union: { name: 'SuspendOpenPlatformAppResult' } },
    resolve: (_, __, context) => context.services.openPlatform.suspend(requireViewer(context)),
  }),
);

const ResendPartnerCallbackPayload = builder.objectRef<DeliveryView>('ResendPartnerCallbackPayload').implement({
  fields: (t) => ({ callback: t.field({ type: Delivery, resolve: (delivery) => delivery }) }),
});

builder.mutationField('resendPartnerCallback', (t) =>
  t.field({
    type: ResendPartnerCallbackPayload,
    description: 'Sends the event of one callback of the viewer’s app again, as a new delivery (the delivery log’s resend button).',
    authScopes: { loggedIn: true },
    args: { callbackId: t.arg.string({ required: true }) },
    errors: { types: [AppError], directResult: true, union: { name: 'ResendPartnerCallbackResult' } },
    resolve: (_, args, context) => context.services.partnerCallbacks.resend(requireViewer(context), args.callbackId),
  }),
);
