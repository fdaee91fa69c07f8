// The answer check of the REST contract (api/http/contract.ts), which the API suite runs on every
// answer: an answer with a field of the wrong type, a field the schema lacks, or one missing is a 500
// naming the operation and the field, never sent; with the check off (production) the answer is only
// serialized.
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AnswerContractError, registerContract } from '../../api/http/contract.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An app with one /web route declaring `{ amount: integer }` that answers `answer`, and the errors its answers raised. */
async function appAnswering(answer: unknown, checkAnswers: boolean): Promise<{ app: FastifyInstance; errors: unknown[] }> {
  const errors: unknown[] = [];
  const instance = Fastify();
  await registerContract(instance, { checkAnswers, version: 'test' });
  instance.setErrorHandler((error, _request, reply) => {
    errors.push(error);
    reply.status(500).send({ code: 500, msg: 'internal', data: null });
  });
  instance
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/web/figure',
      { schema: { response: { 200: z.object({ code: z.number(), data: z.object({ amount: z.number().int() }) }) } } },
      async () => answer as never,
    );
  app = instance;
  return { app: instance, errors };
}

describe('the answer check', () => {
  it('sends an answer that meets its schema as it is', async () => {
    const { app, errors } = await appAnswering({ code: 0, data: { amount: 100 } }, true);
    const reply = await app.inject({ method: 'GET', url: '/web/figure' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ code: 0, data: { amount: 100 } });
    expect(errors).toEqual([]);
  });

  it.each([
    ['a field of another type', { code: 0, data: { amount: '1.00' } }, 'data.amount'],
    ['a field the schema lacks', { code: 0, data: { amount: 100, extra: true } }, '.data.extra is not in the schema'],
    ['a missing field', { code: 0, data: {} }, 'data.amount'],
  ])('refuses %s: a 500, not the answer, naming the operation and the field', async (_label, answer, problem) => {
    const { app, errors } = await appAnswering(answer, true);
    const reply = await app.inject({ method: 'GET', url: '/web/figure' });
    expect(reply.statusCode).toBe(500);
    expect(reply.body).not.toContain('extra');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(AnswerContractError);
    expect((errors[0] as AnswerContractError).operation).toBe('GET /web/figure 200');
    expect((errors[0] as AnswerContractError).problems.join('; ')).toContain(problem);
  });

  it('is off in production: the answer is only serialized', async () => {
    const { app, errors } = await appAnswering({ code: 0, data: { amount: 100, extra: true } }, false);
    const reply = await app.inject({ method: 'GET', url: '/web/figure' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ code: 0, data: { amount: 100, extra: true } });
    expect(errors).toEqual([]);
  });
});
