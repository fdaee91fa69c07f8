import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, RateLimitError, ValidationError } from '../errors.ts';
import { type Language, translate, type MessageKey } from '../i18n/messages.ts';
import { languageOf } from './language.ts';

/** Every /web/* answer is `{ code, msg, data }`; code 0 is success (docs/rest.md "The envelope"). */
export type Envelope<T> = { code: number; msg: string; data: T };

export function ok<T>(request: FastifyRequest, data: T): Envelope<T> & { code: 0 } {
  return { code: 0, msg: translate(request.language, 'common.ok'), data };
}

/** Maps any error to an envelope: expected failures keep their code and translated message; bugs become a masked 500. */
export function errorEnvelope(request: FastifyRequest, reply: FastifyReply, error: unknown): Envelope<null> {
  const language = languageOf(request);
  if (error instanceof AppError) {
    if (error instanceof RateLimitError) reply.header('retry-after', String(error.retryAfterSeconds));
    reply.status(httpStatusOf(error.envelopeCode));
    return { code: error.envelopeCode, msg: translate(language, error.messageKey, error.params), data: null };
  }
  const refused = schemaRefusal(error);
  if (refused) return errorEnvelope(request, reply, refused);
  const status = (error as { statusCode?: number }).statusCode;
  if (status === 429) {
    reply.status(429);
    return { code: 429, msg: translate(language, 'errors.tooManyRequests'), data: null };
  }
  if (status && status >= 400 && status < 500) {
    // Fastify's own refusals (malformed JSON, body too large, ...): a clear message, no internals.
    reply.status(status);
    return { code: status, msg: fastifyRefusal(language, status), data: null };
  }
  request.log.error({ err: error }, 'unhandled error in REST handler');
  reply.status(500);
  return { code: 500, msg: translate(language, 'errors.internal'), data: null };
}

type SchemaIssue = {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { keys?: string[]; minimum?: number | bigint; maximum?: number | bigint };
};

/**
 * A request the route's zod schema refused (api/http/contract.ts), as the error naming its first
 * problem: an unknown parameter, a missing one, or one of the wrong form.
 */
function schemaRefusal(error: unknown): ValidationError | undefined {
  const { validation, validationContext } = error as { validation?: SchemaIssue[]; validationContext?: string };
  const issue = Array.isArray(validation) ? (validation.find((each) => each.keyword === 'unrecognized_keys') ?? validation[0]) : undefined;
  if (!issue) return undefined;
  const path = (issue.instancePath ?? '').split('/').filter(Boolean);
  if (issue.keyword === 'unrecognized_keys') {
    const name = [...path, issue.params?.keys?.[0] ?? ''].join('.').slice(0, 64);
    return new ValidationError(name, 'openplat.unknownParameter', { name });
  }
  const field = (path.join('.') || validationContext || 'body').slice(0, 64);
  if (issue.keyword === 'invalid_type' && issue.message?.endsWith('received undefined') && path.length > 0) {
    return new ValidationError(field, 'errors.parameterMissing', { field });
  }
  if (issue.keyword === 'too_small' || issue.keyword === 'too_big') {
    const bound = issue.keyword === 'too_small' ? 'errors.parameterAtLeast' : 'errors.parameterAtMost';
    return new ValidationError(field, bound, { field, bound: String(issue.params?.minimum ?? issue.params?.maximum ?? '') });
  }
  return new ValidationError(field, 'errors.parameterInvalid', { field });
}

/** An envelope code's HTTP status: the code itself when it is one, a four-digit sub-code's first three digits (4031 -> 403), else 400. */
function httpStatusOf(envelopeCode: number): number {
  if (envelopeCode >= 400 && envelopeCode < 600) return envelopeCode;
  if (envelopeCode >= 4000 && envelopeCode < 6000) return Math.floor(envelopeCode / 10);
  return 400;
}

function fastifyRefusal(language: Language, status: number): string {
  if (status === 413) return translate(language, 'errors.bodyTooLarge');
  if (status === 415) return translate(language, 'errors.unsupportedMediaType', { expected: 'application/json' });
  return translate(language, 'errors.badRequest');
}

/** Reads an optional whole-number query parameter within bounds. */
export function integerParam(value: unknown, field: MessageKey, options: { defaultValue: number; min: number; max: number; rangeKey: MessageKey }): number {
  if (value === undefined || value === '') return options.defaultValue;
  const text = String(value).trim();
  if (!/^-?\d+$/.test(text)) throw new ValidationError(field, 'market.invalidInteger', { field });
  const number = Number(text);
  if (number < options.min || number > options.max) {
    throw new ValidationError(field, options.rangeKey, { field, min: options.min, max: options.max });
  }
  return number;
}

export function stringParam(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  return Array.isArray(value) ? String(value[0]) : String(value);
}
