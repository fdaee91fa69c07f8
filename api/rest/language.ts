import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageFrom, type Language } from '../i18n/messages.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language (from Accept-Language, zh by default): envelopes, GraphQL and pages all answer in it. */
    language: Language;
  }
}

const decided = Symbol('language');
type WithLanguage = FastifyRequest & { [decided]?: Language };

/**
 * Decorates every request with its language, decided once (on first use, so also for requests that
 * fail before any hook runs) and kept for the rest of the request.
 */
export function decorateLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', {
    getter(this: WithLanguage) {
      this[decided] ??= languageFrom(this.headers['accept-language']);
      return this[decided];
    },
  });
}

/**
 * The request's language, also for the requests Fastify's router refuses before the request is
 * decorated (an over-long path parameter, a malformed URL): those carry no getter.
 */
export function languageOf(request: FastifyRequest): Language {
  return request.language ?? languageFrom(request.headers['accept-language']);
}
