import type { FastifyInstance } from 'fastify';
import { ok } from '../rest/envelope.ts';

/** GET /ops/health: the server answers and the token is right (`npm run ops -- health`). */
export function healthOpsRoutes() {
  return async (ops: FastifyInstance) => {
    ops.get('/health', async (request) => ok(request, { ok: true }));
  };
}
