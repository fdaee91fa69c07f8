// Answers of the API suite that broke their operation's schema (api/http/contract.ts): each became a
// 500 its test may not have looked at, so every file ends by asserting there were none
// (tests/helpers/setupApiFile.ts).
import type { FastifyInstance } from 'fastify';
import { AnswerContractError } from '../../api/http/contract.ts';

const breaches: string[] = [];

/** Records every answer of `app` that breaks the contract. */
export function watchContractBreaches(app: FastifyInstance): void {
  app.addHook('onError', async (_request, _reply, error) => {
    if (error instanceof AnswerContractError) breaches.push(error.message);
  });
}

/** The breaches recorded since the last call. */
export function takeContractBreaches(): string[] {
  return breaches.splice(0);
}
