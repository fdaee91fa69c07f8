import { AppError, NotFoundError, ValidationError } from '../errors.ts';
import { translate } from '../i18n/messages.ts';
import { RateLimitError, UnauthenticatedError } from '../modules/auth/auth.errors.ts';
import { StepUpRequiredError } from '../session/viewer.ts';
import { builder } from './builder.ts';

// Typed errors for mutations (Pothos errors plugin, "recommended usage"): every expected failure
// is an object implementing Error, its message translated into the request's language.
export const ErrorInterface = builder.interfaceRef<AppError>('Error').implement({
  fields: (t) => ({
    message: t.string({ resolve: (error, _, context) => translate(context.language, error.messageKey, error.params) }),
    code: t.string({ resolve: (error) => error.code }),
  }),
});

builder.objectType(AppError, {
  name: 'BaseError',
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
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ValidationError,
  fields: (t) => ({
    field: t.string({ nullable: true, description: 'The input field at fault.', resolve: (error) => error.field ?? null }),
  }),
});

builder.objectType(RateLimitError, {
  name: 'RateLimitError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof RateLimitError,
  fields: (t) => ({ retryAfterSeconds: t.exposeInt('retryAfterSeconds') }),
});

builder.objectType(UnauthenticatedError, {
  name: 'UnauthenticatedError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof UnauthenticatedError,
});

builder.objectType(NotFoundError, {
  name: 'NotFoundError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof NotFoundError,
});

builder.objectType(StepUpRequiredError, {
  name: 'StepUpRequiredError',
  description: 'The session must be verified by SMS first (sendStepUpCode, then verifyStepUp), then the same request repeated.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof StepUpRequiredError,
});
