import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BadInputError } from '../errors.ts';
import { errorEnvelope } from '../rest/envelope.ts';
import { findInputProblem } from '../security/inputStrings.ts';
import { registerJsonBody } from './jsonBody.ts';

/** The longest request URL (path and query string) the server reads; a longer one answers 414. */
export const MAX_URL_LENGTH = 2048;
/** The longest single path parameter (Fastify's default); a longer one answers 414 too. */
export const MAX_PARAM_LENGTH = 100;

/**
 * Fastify options for what its router refuses before any hook runs (an over-long path parameter, a
 * malformed percent-encoding): answered as the envelope, never as Fastify's own JSON.
 */
export const routerLimits = {
  routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
  frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    const refusal = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? new BadInputError('errors.pathParamTooLong', { max: MAX_PARAM_LENGTH }, 414) : error;
    return reply.send(errorEnvelope(request, reply, refusal));
  },
};

/**
 * Bad input refused in one place for every HTTP route (the GraphQL endpoint has its own check,
 * answered as GraphQL errors: api/graphql/inputSanity.ts):
 * - a URL longer than MAX_URL_LENGTH: 414;
 * - a body of another type than JSON (or multipart where a route registers it): 415; Fastify's
 *   text/plain parser is removed, so no handler ever receives a bare string;
 * - a JSON body is read by api/http/jsonBody.ts: a number not written in plain form (`1E2`, `100.0`)
 *   is no number to any field;
 * - a string or key with NUL or a lone surrogate in the path parameters, the query or the parsed
 *   body: 400 naming the field, before any handler, service or database sees it.
 */
export function registerInputSanity(app: FastifyInstance) {
  app.removeContentTypeParser('text/plain');
  registerJsonBody(app);

  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_URL_LENGTH) throw new BadInputError('errors.urlTooLong', { max: MAX_URL_LENGTH }, 414);
  });

  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.url === '/graphql') return;
    for (const [source, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      assertSaneInput(source, value);
    }
  });
}

/** Refuses (400 naming the field) a value with NUL or a lone surrogate, or one too deep or too large; also for bodies parsed after a signature check. */
export function assertSaneInput(source: string, value: unknown): void {
  const problem = findInputProblem(value);
  if (problem?.kind === 'tooComplex') throw new BadInputError('errors.inputTooComplex');
  if (problem) throw new BadInputError('errors.invalidCharacters', { field: problem.path || source }, 400, problem.path || source);
}
