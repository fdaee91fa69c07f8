// GraphQL of /user/openapi: the viewer's open platform (the settings switch, the
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
  values: {
    NONE: { description: 'Never applied.' },
    REVIEWING: { description: 'The application is under review (usually 3-5 working days).' },
    APPROVED: { description: 'Approved: step 2 (callback URL and key) is open.' },
    REJECTED: { description: 'Rejected: see rejectReason, then apply again.' },
  } as const,
});

const ApplicationStatus = builder.enumType('OpenPlatformApplicationStatus', {
  description: 'Where an application stands.',
  values: {
    REVIEWING: { description: 'Under review.' },
    APPROVED: { description: 'Approved.' },
    REJECTED: { description: 'Rejected (see rejectReason).' },
  } as const,
});

const upper = <T extends string>(value: T) => value.toUpperCase() as Uppercase<T>;

const Attachment = builder.objectRef<NonNullable<ApplicationView['attachment']>>('OpenPlatformAttachment').implement({
  description: 'The file given with an application; kept privately, never served publicly.',
  fields: (t) => ({
    id: t.exposeString('id', { description: "The attachment's id." }),
    mediaType: t.exposeString('mediaType', { description: 'application/pdf, image/png or image/jpeg' }),
    byteSize: t.exposeInt('byteSize', { description: 'Its size in bytes.' }),
  }),
});

const Application = builder.objectRef<ApplicationView>('OpenPlatformApplication').implement({
  description: 'Step 1 of the open platform, as the applicant sent it.',
  fields: (t) => ({
    applicationId: t.exposeString('id', { description: "The application's id." }),
    phone: t.exposeString('phone', { description: 'The contact phone number given.' }),
    wechat: t.exposeString('wechat', { description: 'The WeChat ID given.' }),
    dailyOrders: t.exposeInt('dailyOrders', { description: 'Expected orders a day (0: not stated).' }),
    dailyAmount: t.field({ type: 'Money', description: 'Expected amount a day, in cents (0: not stated).', resolve: (row) => row.dailyAmountCents }),
    reason: t.exposeString('reason', { description: 'Why the applicant wants the API, as given.' }),
    attachment: t.field({ description: 'The file given with it; null when none.', type: Attachment, nullable: true, resolve: (row) => row.attachment }),
    status: t.field({ description: 'Where it stands.', type: ApplicationStatus, resolve: (row) => upper(row.status) }),
    rejectReason: t.exposeString('rejectReason', { description: 'Why it was rejected; null unless it was.', nullable: true }),
    createdAt: t.field({ description: 'When it was sent.', type: 'DateTime', resolve: (row) => row.createdAt }),
    reviewedAt: t.field({
      description: 'When it was approved or rejected; null while under review.',
      type: 'DateTime',
      nullable: true,
      resolve: (row) => row.reviewedAt,
    }),
  }),
});

const DeliveryStatus = builder.enumType('PartnerCallbackStatus', {
  description: 'PENDING: waiting for its next attempt. DELIVERED: a 2xx acknowledged it. FAILED: given up after more than 24 hours of retries.',
  values: {
    PENDING: { description: 'Waiting for its next attempt.' },
    DELIVERED: { description: 'A 2xx answer acknowledged it.' },
    FAILED: { description: 'Given up after more than 24 hours of retries.' },
  } as const,
});

const DeliveryAttempt = builder.objectRef<AttemptView>('PartnerCallbackAttempt').implement({
  description: 'One attempt of a delivery: every attempt is kept.',
  fields: (t) => ({
    number: t.exposeInt('number', { description: '1, 2, 3, … within its delivery.' }),
    attemptedAt: t.field({ type: 'DateTime', description: 'When it was made.', resolve: (attempt) => attempt.attemptedAt }),
    statusCode: t.exposeInt('statusCode', { nullable: true, description: 'The HTTP status of the answer; null: no answer.' }),
    latencyMs: t.exposeInt('latencyMs', { description: 'How long it took, in milliseconds.' }),
    answerExcerpt: t.exposeString('answerExcerpt', { nullable: true, description: 'The first 1 KB of the answer’s body.' }),
    error: t.exposeString('error', { nullable: true, description: 'Why it failed without an answer (timeout, refused, …); null when it was answered.' }),
  }),
});

const Delivery = builder.objectRef<DeliveryView>('PartnerCallback').implement({
  description: 'One event POSTed to the app’s callback URL, and its attempts so far.',
  fields: (t) => ({
    callbackId: t.exposeString('id', { description: "The callback's id (resendPartnerCallback)." }),
    eventId: t.exposeString('eventId', { description: "The id of the event it carries (the body's eventId)." }),
    type: t.exposeString('type', { description: 'The event type, e.g. order.status_changed.' }),
    status: t.field({ description: 'Whether it was delivered.', type: DeliveryStatus, resolve: (delivery) => upper(delivery.status) }),
    attempts: t.exposeInt('attempts', { description: 'Attempts made so far.' }),
    lastStatusCode: t.exposeInt('lastStatusCode', { description: 'The HTTP status of the last attempt; null when none answered.', nullable: true }),
    lastError: t.exposeString('lastError', { description: 'The error of the last attempt (timeout, refused, …); null when none.', nullable: true }),
    lastLatencyMs: t.exposeInt('lastLatencyMs', { description: 'How long the last attempt took, in milliseconds; null before any.', nullable: true }),
    lastAttemptAt: t.field({
      description: 'When it was last tried; null before any.',
      type: 'DateTime',
      nullable: true,
      resolve: (delivery) => delivery.lastAttemptAt,
    }),
    nextAttemptAt: t.field({
      description: 'When it will be tried next; null when delivered or failed.',
      type: 'DateTime',
      nullable: true,
      resolve: (delivery) => delivery.nextAttemptAt,
    }),
    deliveredAt: t.field({
      description: 'When it was acknowledged; null until then.',
      type: 'DateTime',
      nullable: true,
      resolve: (delivery) => delivery.deliveredAt,
    }),
    createdAt: t.field({ description: 'When the event happened (the callback was queued).', type: 'DateTime', resolve: (delivery) => delivery.createdAt }),
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
    appId: t.exposeString('appId', { description: 'The app id, sent as X-App-Id.' }),
    callbackUrl: t.exposeString('callbackUrl', { description: 'Where callbacks are POSTed; null before step 2.', nullable: true }),
    keyFingerprint: t.exposeString('keyFingerprint', {
      nullable: true,
      description: "SHA-256 of the partner key's DER (SubjectPublicKeyInfo), lowercase hex.",
    }),
    keysSubmittedAt: t.field({ description: 'When step 2 was done; null before.', type: 'DateTime', nullable: true, resolve: (app) => app.keysSubmittedAt }),
    platformKeyId: t.exposeString('platformKeyId', { description: 'X-Platform-Key-Id of the callbacks this key signs.' }),
    platformPublicKey: t.exposeString('platformPublicKey', { description: "The platform's RSA public key (PEM) that verifies callbacks." }),
    dailyOrders: t.exposeInt('dailyOrders', { description: 'The orders the app may make a day.' }),
    dailyAmount: t.field({ description: 'The amount the app may spend a day.', type: 'Money', resolve: (app) => app.dailyAmountCents }),
    rateLimitPerSecond: t.exposeInt('rateLimitPerSecond', { description: 'Signed requests allowed per second.' }),
    suspended: t.exposeBoolean('suspended', { description: 'Whether the app is suspended (every signed request refused).' }),
    suspendedAt: t.field({ description: 'When it was suspended; null unless it is.', type: 'DateTime', nullable: true, resolve: (app) => app.suspendedAt }),
    deliveries: t.field({
      type: [Delivery],
      description: 'The last callbacks, newest first.',
      args: { first: t.arg.int({ description: 'At most 50 (the default).' }) },
      resolve: (_app, args, context) => context.services.partnerCallbacks.deliveries(requireViewer(context), args.first ?? undefined),
    }),
  }),
});

const OpenPlatform = builder.objectRef<OpenPlatformState>('OpenPlatform').implement({
  description: "The viewer's open platform (partner API): the switch, the application and the app.",
  fields: (t) => ({
    enabled: t.exposeBoolean('enabled', { description: 'The settings switch: off, the page asks to turn it on first.' }),
    status: t.field({
      description: 'Where the viewer stands: never applied, under review, approved or rejected.',
      type: OpenPlatformStatus,
      resolve: (state) => upper(state.status),
    }),
    application: t.field({ type: Application, nullable: true, description: 'The latest application.', resolve: (state) => state.application }),
    rejectReason: t.exposeString('rejectReason', { description: 'Why the latest application was rejected; null unless it was.', nullable: true }),
    app: t.field({ description: 'The approved app; null before approval.', type: PartnerApp, nullable: true, resolve: (state) => state.app }),
  }),
});

builder.prismaObjectFields(Viewer, (t) => ({
  openPlatform: t.field({
    description: "The viewer's open platform: switch, application and app.",
    type: OpenPlatform,
    authScopes: { loggedIn: true },
    resolve: (user, _, context) => context.services.openPlatform.stateOf(ownViewer(user, context)),
  }),
}));

const ApplyOpenPlatformInput = builder.inputType('ApplyOpenPlatformInput', {
  description: 'Step 1: the application.',
  fields: (t) => ({
    phone: t.string({ description: 'A contact phone number.', required: true }),
    wechat: t.string({ required: true, description: 'A WeChat ID, or the phone number WeChat finds the applicant by.' }),
    dailyOrders: t.int({ description: 'Expected orders a day.' }),
    dailyAmount: t.string({ description: 'Expected amount a day in yuan, at most two decimals.' }),
    reason: t.string({ description: 'What the applicant will use the API for.', required: true }),
    attachmentId: t.string({ description: 'From POST /web/openapi/attachment.' }),
  }),
});

const OpenPlatformPayload = builder.objectRef<OpenPlatformState>('OpenPlatformPayload').implement({
  description: "The viewer's open platform after the change.",
  fields: (t) => ({ openPlatform: t.field({ type: OpenPlatform, description: 'The open platform as it is now.', resolve: (state) => state }) }),
});

builder.mutationField('applyOpenPlatform', (t) =>
  t.field({
    type: OpenPlatformPayload,
    description: 'Step 1: sends the application for review.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: ApplyOpenPlatformInput, required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: [ValidationError, AppError],
      directResult: true,
      union: { name: 'ApplyOpenPlatformResult', description: 'What applyOpenPlatform answers: its payload, or one of its typed errors.' },
    },
    resolve: (_, { input }, context) => context.services.openPlatform.apply(requireViewer(context), input),
  }),
);

const SubmitOpenPlatformKeysInput = builder.inputType('SubmitOpenPlatformKeysInput', {
  description: 'Step 2: where callbacks go and the key that signs requests.',
  fields: (t) => ({
    callbackUrl: t.string({ description: 'The https address callbacks are POSTed to.', required: true }),
    publicKey: t.string({ required: true, description: 'RSA public key, PEM (2048-4096 bits).' }),
  }),
});

builder.mutationField('submitOpenPlatformKeys', (t) =>
  t.field({
    type: OpenPlatformPayload,
    description: 'Step 2 (approved apps, SMS-verified session): the callback URL and the public key, which cannot be changed afterwards.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: SubmitOpenPlatformKeysInput, required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: [StepUpRequiredError, ValidationError, AppError],
      directResult: true,
      union: { name: 'SubmitOpenPlatformKeysResult', description: 'What submitOpenPlatformKeys answers: its payload, or one of its typed errors.' },
    },
    resolve: (_, { input }, context) => context.services.openPlatform.submitKeys(requireViewer(context), input),
  }),
);

builder.mutationField('suspendOpenPlatformApp', (t) =>
  t.field({
    type: OpenPlatformPayload,
    description: 'Stops the app at once (a leaked key): every signed request is refused until an operator resets it.',
    authScopes: { loggedIn: true },
    errors: {
      types: [AppError],
      directResult: true,
      union: { name: 'SuspendOpenPlatformAppResult', description: 'What suspendOpenPlatformApp answers: its payload, or one of its typed errors.' },
    },
    resolve: (_, __, context) => context.services.openPlatform.suspend(requireViewer(context)),
  }),
);

const ResendPartnerCallbackPayload = builder.objectRef<DeliveryView>('ResendPartnerCallbackPayload').implement({
  description: 'The callback was queued again.',
  fields: (t) => ({ callback: t.field({ type: Delivery, description: 'The callback, pending its new attempt.', resolve: (delivery) => delivery }) }),
});

builder.mutationField('resendPartnerCallback', (t) =>
  t.field({
    type: ResendPartnerCallbackPayload,
    description: 'Sends the event of one callback of the viewer’s app again, as a new delivery (the delivery log’s resend button).',
    authScopes: { loggedIn: true },
    args: { callbackId: t.arg.string({ description: "The callback's id (PartnerCallback.callbackId).", required: true }) },
    errors: {
      types: [AppError],
      directResult: true,
      union: { name: 'ResendPartnerCallbackResult', description: 'What resendPartnerCallback answers: its payload, or one of its typed errors.' },
    },
    resolve: (_, args, context) => context.services.partnerCallbacks.resend(requireViewer(context), args.callbackId),
  }),
);
