import { AppError, NotFoundError, ValidationError } from '../errors.ts';
import { translate } from '../i18n/messages.ts';
import { RateLimitError, UnauthenticatedError } from '../modules/auth/auth.errors.ts';
import { StepUpRequiredError } from '../session/viewer.ts';
import { builder } from './builder.ts';

// Typed errors for mutations (Pothos errors plugin, "recommended usage"): every expected failure
// is an object implementing Error, its message translated into the request's language.
export const ErrorInterface = builder.interfaceRef<AppError>('Error').implement({
  description: 'An expected failure of a mutation (or of a field that declares typed errors), answered as data rather than as a GraphQL error.',
  fields: (t) => ({
    message: t.string({
      description: "What went wrong, in the request's language, to show to the user.",
      resolve: (error, _, context) => translate(context.language, error.messageKey, error.params),
    }),
    code: t.string({
      description:
        "A stable machine-readable code (VALIDATION, NOT_FOUND, RATE_LIMITED, UNAUTHENTICATED, STEP_UP_REQUIRED, or a rule's own code such as ALREADY_VERIFIED).",
      resolve: (error) => error.code,
    }),
  }),
});

builder.objectType(AppError, {
  name: 'BaseError',
  description: 'Any other expected failure: `code` says which (a business rule refused the action).',
  interfaces: [ErrorInterface],
  isTypeOf: (value) =>
    value instanceof AppError &&
    !(
      value instanceof ValidationError ||
      value instanceof RateLimitError ||
      value instanceof UnauthenticatedError ||
      value instanceof NotFoundError ||
      value instanceof StepUpRequiredError
    ),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  description: 'The input was refused: `field` names the input field at fault when there is one.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ValidationError,
  fields: (t) => ({
    field: t.string({ nullable: true, description: 'The input field at fault.', resolve: (error) => error.field ?? null }),
  }),
});

builder.objectType(RateLimitError, {
  name: 'RateLimitError',
  description: 'Too many attempts (codes sent, guesses, refreshes): try again after retryAfterSeconds.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof RateLimitError,
  fields: (t) => ({ retryAfterSeconds: t.exposeInt('retryAfterSeconds', { description: 'Seconds to wait before trying again.' }) }),
});

builder.objectType(UnauthenticatedError, {
  name: 'UnauthenticatedError',
  description: 'The request has no valid session: sign in (again).',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof UnauthenticatedError,
});

builder.objectType(NotFoundError, {
  name: 'NotFoundError',
  description: "What the mutation names does not exist, or is not the viewer's.",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof NotFoundError,
});

builder.objectType(StepUpRequiredError, {
  name: 'StepUpRequiredError',
  description: 'The session must be verified by SMS first (sendStepUpCode, then verifyStepUp), then the same request repeated.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof StepUpRequiredError,
});
