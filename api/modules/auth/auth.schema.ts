import type { User } from '../../db/generated/prisma/client.ts';
import { AppError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { requireViewer } from '../../graphql/viewer.ts';
import { RateLimitError, UnauthenticatedError } from './auth.errors.ts';
import { Viewer } from '../user/user.schema.ts';

builder.queryField('viewer', (t) =>
  t.field({
    type: Viewer,
    nullable: true,
    description: 'The signed-in user, or null.',
    resolve: (_, __, context) => context.viewer?.user ?? null,
  }),
);

const SendLoginCodeInput = builder.inputType('SendLoginCodeInput', {
  description: 'Where to send a login code.',
  fields: (t) => ({ phone: t.string({ required: true, description: 'Mainland mobile number, with or without +86.' }) }),
});

const SendLoginCodePayload = builder.objectRef<{ retryAfterSeconds: number }>('SendLoginCodePayload').implement({
  description: 'A login code was sent by SMS.',
  fields: (t) => ({ retryAfterSeconds: t.exposeInt('retryAfterSeconds', { description: 'When another code may be asked for.' }) }),
});

builder.mutationField('sendLoginCode', (t) =>
  t.field({
    description: 'Sends a login code by SMS to a mainland mobile number (signed out; limited per number and address). Public.',
    type: SendLoginCodePayload,
    args: { input: t.arg({ type: SendLoginCodeInput, required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: [ValidationError, RateLimitError],
      directResult: true,
      union: { name: 'SendLoginCodeResult', description: 'What sendLoginCode answers: its payload, or one of its typed errors.' },
    },
    resolve: (_, { input }, context) => context.services.auth.sendCode(input.phone, 'login', context.request),
  }),
);

const LoginInput = builder.inputType('LoginInput', {
  description: 'A phone number and the code sent to it.',
  fields: (t) => ({
    phone: t.string({ description: 'Mainland mobile number, with or without +86.', required: true }),
    code: t.string({ description: 'The code sent by sendLoginCode.', required: true }),
    agree: t.boolean({ required: true, description: 'The service and privacy agreements are accepted.' }),
    keepLogin: t.boolean({ defaultValue: false, description: 'Stay signed in for 15 days.' }),
  }),
});

const LoginPayload = builder.objectRef<{ viewer: User }>('LoginPayload').implement({
  description: 'Signed in: the session cookie is set.',
  fields: (t) => ({
    viewer: t.field({ description: 'The signed-in user (a new account on the first login).', type: Viewer, resolve: (payload) => payload.viewer }),
  }),
});

builder.mutationField('login', (t) =>
  t.field({
    description: 'Signs in (and signs up on first use) with a phone number and its SMS code, and sets the session cookie. Public.',
    type: LoginPayload,
    args: { input: t.arg({ type: LoginInput, required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: [ValidationError, RateLimitError],
      directResult: true,
      union: { name: 'LoginResult', description: 'What login answers: its payload, or one of its typed errors.' },
    },
    resolve: async (_, { input }, context) => {
      const signedIn = await context.services.auth.login({ ...input, keepLogin: input.keepLogin ?? false }, context.request);
      context.setSession(signedIn);
      // the rest of this operation (the payload's viewer fields) runs as the new user
      context.viewer = { user: signedIn.user, sessionId: signedIn.sessionId, verifiedAt: signedIn.verifiedAt, verifiedUntil: signedIn.verifiedUntil };
      return { viewer: signedIn.user };
    },
  }),
);

const LogoutPayload = builder.objectRef<{ loggedOut: boolean }>('LogoutPayload').implement({
  description: 'The session ended.',
  fields: (t) => ({ loggedOut: t.exposeBoolean('loggedOut', { description: 'Always true: the session is closed and its cookie cleared.' }) }),
});

builder.mutationField('logout', (t) =>
  t.field({
    description: "Ends the viewer's session and clears its cookie.",
    type: LogoutPayload,
    errors: {
      types: [UnauthenticatedError],
      directResult: true,
      union: { name: 'LogoutResult', description: 'What logout answers: its payload, or one of its typed errors.' },
    },
    resolve: async (_, __, context) => {
      await context.services.auth.logout(context.sessionToken);
      context.clearSession();
      context.viewer = undefined;
      return { loggedOut: true };
    },
  }),
);

// Step-up verification (docs/security.md "Step-up verification"): a code to the viewer's own phone, then the
// session counts as verified for STEP_UP_WINDOW_SECONDS.

const SendStepUpCodePayload = builder.objectRef<{ retryAfterSeconds: number; phone: string }>('SendStepUpCodePayload').implement({
  description: "A step-up code was sent to the viewer's phone.",
  fields: (t) => ({
    retryAfterSeconds: t.exposeInt('retryAfterSeconds', { description: 'When another code may be asked for.' }),
    phone: t.exposeString('phone', { description: 'Where the code went, masked: 138****8000.' }),
  }),
});

builder.mutationField('sendStepUpCode', (t) =>
  t.field({
    type: SendStepUpCodePayload,
    description: "Sends a step-up verification code to the viewer's own phone (the login code's limits apply).",
    authScopes: { loggedIn: true },
    errors: {
      types: [ValidationError, RateLimitError, AppError],
      directResult: true,
      union: { name: 'SendStepUpCodeResult', description: 'What sendStepUpCode answers: its payload, or one of its typed errors.' },
    },
    resolve: (_, __, context) => context.services.auth.sendStepUpCode(requireViewer(context), undefined, context.request),
  }),
);

const VerifyStepUpInput = builder.inputType('VerifyStepUpInput', {
  description: 'The step-up code to check.',
  fields: (t) => ({ code: t.string({ required: true, description: 'The code sent by sendStepUpCode.' }) }),
});

const VerifyStepUpPayload = builder.objectRef<{ verifiedAt: Date; verifiedUntil: Date }>('VerifyStepUpPayload').implement({
  description: 'The session is verified.',
  fields: (t) => ({
    verifiedAt: t.expose('verifiedAt', { description: 'When the session was verified.', type: 'DateTime' }),
    verifiedUntil: t.expose('verifiedUntil', { type: 'DateTime', description: 'Step-up actions need no new code until then.' }),
  }),
});

builder.mutationField('verifyStepUp', (t) =>
  t.field({
    type: VerifyStepUpPayload,
    description: "Marks the viewer's session verified with the code sent by sendStepUpCode; a wrong code counts against the guessing limits.",
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: VerifyStepUpInput, required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: [ValidationError, RateLimitError, AppError],
      directResult: true,
      union: { name: 'VerifyStepUpResult', description: 'What verifyStepUp answers: its payload, or one of its typed errors.' },
    },
    resolve: (_, { input }, context) => context.services.auth.verifyStepUp(requireViewer(context), input.code, context.request),
  }),
);
