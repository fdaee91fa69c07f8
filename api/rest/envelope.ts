import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, RateLimitError, ValidationError } from '../errors.ts';
import { type Language, translate, type MessageKey } from '../i18n/messages.ts';
import { languageOf } from './language.ts';

/** SPEC §7: every /web/* answer is `{ code, msg, data }`; code 0 is success. */
export type Envelope<T> = { code: number; msg: string; data: T };

export function ok<T>(request: FastifyRequest, data: T): Envelope<T> {
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
