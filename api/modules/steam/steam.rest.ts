import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SteamAccount } from '../../db/generated/prisma/client.ts';
import { translate, type Language, type MessageKey } from '../../i18n/messages.ts';
import { ok } from '../../rest/envelope.ts';
import { requireViewer } from '../../rest/viewer.ts';
import type { Services } from '../../services.ts';
import { INVENTORY_REFRESH_MINUTES } from './steam.service.ts';

type Body = Record<string, unknown> | null | undefined;
type Params = { id: string };

/** A bound account as the REST API shows it: no password, Mafile or token, ever. */
export function toRestSteamAccount(account: SteamAccount, language: Language) {
  return {
    id: account.id,
    steamId: account.steamId,
    accountName: account.accountName,
    status: account.status,
    statusReason: account.statusReason ? translate(language, `steam.statusReason.${account.statusReason}` as MessageKey) : null,
    type: account.type,
    tradeLink: account.tradeLinkUrl,
    tokenExpiresAt: account.tokenExpiresAt?.toISOString() ?? null,
    tokenRefreshedAt: account.tokenRefreshedAt?.toISOString() ?? null,
    inventoryRefreshedAt: account.inventoryRefreshedAt?.toISOString() ?? null,
    createdAt: account.createdAt.toISOString(),
  };
}

const body = (request: FastifyRequest<{ Body: Body }>) =>
  request.body !== null && typeof request.body === 'object' && !Array.isArray(request.body) ? request.body : {};

/** /web/steam/accounts*: the signed-in user's Steam accounts (SPEC §2 /user/steam). */
export function steamRoutes(services: Services) {
  const accounts = services.steamAccounts;
  return async (app: FastifyInstance) => {
    const withMessage = <T>(request: FastifyRequest, data: T, key: MessageKey) => ({ ...ok(request, data), msg: translate(request.language, key) });

    app.get('/steam/accounts', async (request) => {
      const list = await accounts.listAccounts(requireViewer(request));
      return ok(request, { list: list.map((account) => toRestSteamAccount(account, request.language)), total: list.length });
    });

    app.post('/steam/accounts', async (request: FastifyRequest<{ Body: Body }>) => {
      const { mafile, password, type } = body(request);
      const account = await accounts.bind(requireViewer(request), { mafile, password, type });
      return withMessage(
        request,
        { account: toRestSteamAccount(account, request.language), inventoryRefreshMinutes: INVENTORY_REFRESH_MINUTES },
        'steam.bound',
      );
    });

    app.post('/steam/accounts/batch', async (request: FastifyRequest<{ Body: Body }>) => {
      const { credentials, mafiles, type } = body(request);
      const result = await accounts.bindBatch(requireViewer(request), { credentials, mafiles, type });
      return ok(request, {
        boundCount: result.boundCount,
        failedCount: result.failedCount,
        inventoryRefreshMinutes: INVENTORY_REFRESH_MINUTES,
        outcomes: result.outcomes.map((outcome) => ({
          accountName: outcome.accountName,
          fileName: outcome.fileName ?? null,
          account: outcome.account ? toRestSteamAccount(outcome.account, request.language) : null,
          error: outcome.error ? { code: outcome.error.code, msg: translate(request.language, outcome.error.messageKey, outcome.error.params) } : null,
        })),
      });
    });

    app.delete('/steam/accounts/:id', async (request: FastifyRequest<{ Params: Params }>) =>
      withMessage(request, await accounts.unbind(requireViewer(request), request.params.id), 'steam.unbound'),
    );

    app.put('/steam/accounts/:id', async (request: FastifyRequest<{ Params: Params; Body: Body }>) => {
      const account = await accounts.setType(requireViewer(request), request.params.id, body(request).type);
      return withMessage(request, toRestSteamAccount(account, request.language), 'steam.updated');
    });

    app.post('/steam/accounts/:id/token', async (request: FastifyRequest<{ Params: Params }>) => {
      const account = await accounts.refreshToken(requireViewer(request), request.params.id);
      return withMessage(request, toRestSteamAccount(account, request.language), 'steam.refreshed');
    });

    // a new simulated Steam account (simulated driver only): its Mafile and password, shown once
    app.post('/steam/simulated-account', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, await services.steamSimulation.createAccount(requireViewer(request)));
    });

    app.get('/steam/accounts/:id/guardCode', async (request: FastifyRequest<{ Params: Params }>, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, await accounts.guardCode(requireViewer(request), request.params.id));
    });
  };
}
