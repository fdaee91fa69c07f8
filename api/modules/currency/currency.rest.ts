import type { FastifyInstance } from 'fastify';
import { ok } from '../../rest/envelope.ts';
import type { CurrencyService } from './currency.service.ts';

// SPEC §7 has the browser call a rate service itself; we proxy it so the rate is cached server-side
// and the page works where that service is unreachable.
export function currencyRoutes(currency: CurrencyService) {
  return async (app: FastifyInstance) => {
    app.get('/exchangeRate', async (request) => ok(request, await currency.current()));
  };
}
