import type { MessageKey } from './i18n/messages.ts';

/**
 * An expected failure that the user should read: a message key translated at the edge (REST
 * envelope or GraphQL error), a stable code, and the envelope code (docs/rest.md "The envelope").
 */
export class AppError extends Error {
  constructor(
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly code: string = 'BAD_REQUEST',
    readonly envelopeCode: number = 400,
    readonly field?: string,
  ) {
    super(messageKey);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(field: string, messageKey: MessageKey, params: Record<string, string | number> = {}) {
    super(messageKey, { ...params }, 'VALIDATION', 400, field);
  }
}

export class NotFoundError extends AppError {
  constructor(messageKey: MessageKey = 'errors.notFound', params: Record<string, string | number> = {}) {
    super(messageKey, params, 'NOT_FOUND', 404);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(messageKey: MessageKey) {
    super(messageKey, {}, 'SERVICE_UNAVAILABLE', 503);
  }
}

/** Too many attempts; `retryAfterSeconds` says when the next one may be made (429, Retry-After). */
export class RateLimitError extends AppError {
  constructor(
    messageKey: MessageKey,
    readonly retryAfterSeconds: number,
  ) {
    super(messageKey, { seconds: retryAfterSeconds, minutes: Math.ceil(retryAfterSeconds / 60) }, 'RATE_LIMITED', 429);
  }
}

/**
 * A request refused before any handler reads it: characters that are not text, an over-long URL, a
 * content type the route does not take. Code BAD_USER_INPUT; the envelope code is the HTTP status.
 */
export class BadInputError extends AppError {
  constructor(messageKey: MessageKey, params: Record<string, string | number> = {}, envelopeCode = 400, field?: string) {
    super(messageKey, params, 'BAD_USER_INPUT', envelopeCode, field);
  }
}
