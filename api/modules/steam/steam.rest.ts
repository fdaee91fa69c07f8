import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SteamAccount } from '../../db/generated/prisma/client.ts';
import { translate, type Language, type MessageKey } from '../../i18n/messages.ts';
import { answers, isoTime } from '../../rest/answers.ts';
import { checkedField } from '../../rest/checkedField.ts';
import { ok } from '../../rest/envelope.ts';
import { requireViewer } from '../../rest/viewer.ts';
import type { Services } from '../../services.ts';
import { BATCH_BIND_MAX } from './batchBind.ts';
import { INVENTORY_REFRESH_MINUTES } from './steam.service.ts';

const SteamAccountAnswer = z
  .object({
    id: z.string().describe('The bound account id (not the SteamID).'),
    steamId: z.string().describe('The SteamID64.'),
    accountName: z.string().describe('The Steam account name.'),
    status: z
      .enum(['NORMAL', 'ABNORMAL', 'NOT_SELLABLE'])
      .describe(
        'NORMAL; ABNORMAL: the session cannot be renewed, rebind in the app; NOT_SELLABLE: Steam does not let it trade (trade ban, trade hold, limited account).',
      ),
    statusReason: z.string().nullable().describe('Why it is not NORMAL, in the language of the request; null when NORMAL.'),
    type: z.enum(['ORDINARY', 'ROBOT']).describe('ORDINARY: offers by hand; ROBOT: the platform sends and confirms its trade offers (auto-delivery).'),
    tradeLink: z.string().nullable().describe('Its trade offer URL, when known.'),
    tokenExpiresAt: isoTime('When its Steam session expires.').nullable(),
    tokenRefreshedAt: isoTime('When its session was last renewed.').nullable(),
    inventoryRefreshedAt: isoTime('When its inventory was last read.').nullable(),
    createdAt: isoTime('When it was bound.'),
  })
  .meta({ id: 'SteamAccount', description: 'A Steam account bound by the user: never its password, Mafile or token.' });

const idParams = z.object({ id: z.string().describe('The bound account id.') });
const typeField = checkedField('string', 'ORDINARY (default) or ROBOT.');
const TAGS = ['Steam'];

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

/** /web/steam/accounts*: the signed-in user's Steam accounts (/user/steam). */
export function steamRoutes(services: Services) {
  const accounts = services.steamAccounts;
  return async (app: FastifyInstance) => {
    const withMessage = <T>(request: FastifyRequest, data: T, key: MessageKey) => ({ ...ok(request, data), msg: translate(request.language, key) });

    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/steam/accounts',
      {
        schema: {
          operationId: 'listSteamAccounts',
          summary: "The user's bound Steam accounts",
          tags: TAGS,
          response: answers(z.object({ list: z.array(SteamAccountAnswer), total: z.number().int().describe('Accounts bound.') })),
        },
      },
      async (request) => {
        const list = await accounts.listAccounts(requireViewer(request));
        return ok(request, { list: list.map((account) => toRestSteamAccount(account, request.language)), total: list.length });
      },
    );

    routes.post(
      '/steam/accounts',
      {
        schema: {
          operationId: 'bindSteamAccount',
          summary: 'Binds a Steam account with its Mafile and password',
          description: 'Signs in to Steam; the inventory refresh starts at once. An account already bound is 409; too many failed bindings 429.',
          tags: TAGS,
          body: z
            .object({
              mafile: checkedField('string', "The Mafile's text (JSON)."),
              password: checkedField('string', 'The Steam password.'),
              type: typeField,
            })
            .nullish(),
          response: answers(
            z.object({
              account: SteamAccountAnswer,
              inventoryRefreshMinutes: z.number().int().describe('Minutes within which the inventory is read.'),
            }),
          ),
        },
      },
      async (request) => {
        const { mafile, password, type } = request.body ?? {};
        const account = await accounts.bind(requireViewer(request), { mafile, password, type });
        return withMessage(
          request,
          { account: toRestSteamAccount(account, request.language), inventoryRefreshMinutes: INVENTORY_REFRESH_MINUTES },
          'steam.bound',
        );
      },
    );

    routes.post(
      '/steam/accounts/batch',
      {
        schema: {
          operationId: 'bindSteamAccounts',
          summary: 'Binds several Steam accounts at once',
          description: `At most ${BATCH_BIND_MAX}. A different number of passwords and Mafiles refuses the whole request; every other problem is reported for its account while the others are bound.`,
          tags: TAGS,
          body: z
            .object({
              credentials: checkedField('string', 'One "account--password" a line.'),
              mafiles: checkedField('array', 'The Mafiles: { fileName, content } each, content their text.', {
                items: { type: 'object', properties: { fileName: { type: 'string' }, content: { type: 'string' } }, required: ['content'] },
              }),
              type: typeField,
            })
            .nullish(),
          response: answers(
            z.object({
              boundCount: z.number().int().describe('Accounts bound.'),
              failedCount: z.number().int().describe('Accounts not bound.'),
              inventoryRefreshMinutes: z.number().int().describe('Minutes within which the inventories are read.'),
              outcomes: z.array(
                z.object({
                  accountName: z.string().describe('The account (empty for a line that could not be read).'),
                  fileName: z.string().nullable().describe('Its Mafile, when there is one.'),
                  account: SteamAccountAnswer.nullable().describe('The bound account; null when it failed.'),
                  error: z
                    .object({
                      code: z.string().describe('What failed (BAD_REQUEST, CONFLICT, …).'),
                      msg: z.string().describe('Why, in the language of the request.'),
                    })
                    .nullable()
                    .describe('Why it failed; null when bound.'),
                }),
              ),
            }),
          ),
        },
      },
      async (request) => {
        const { credentials, mafiles, type } = request.body ?? {};
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
      },
    );

    routes.delete(
      '/steam/accounts/:id',
      {
        schema: {
          operationId: 'unbindSteamAccount',
          summary: 'Unbinds a Steam account',
          description: 'Its listings leave the market in the same transaction.',
          tags: TAGS,
          params: idParams,
          response: answers(
            z.object({
              accountId: z.string().describe('The account unbound.'),
              delistedCount: z.number().int().describe('Its listings taken off the market.'),
            }),
          ),
        },
      },
      async (request) => withMessage(request, await accounts.unbind(requireViewer(request), request.params.id), 'steam.unbound'),
    );

    routes.put(
      '/steam/accounts/:id',
      {
        schema: {
          operationId: 'setSteamAccountType',
          summary: "Sets a Steam account's type (ordinary or robot)",
          description: "A robot account's listings count as auto-delivery.",
          tags: TAGS,
          params: idParams,
          body: z.object({ type: typeField }).nullish(),
          response: answers(SteamAccountAnswer),
        },
      },
      async (request) => {
        const account = await accounts.setType(requireViewer(request), request.params.id, request.body?.type);
        return withMessage(request, toRestSteamAccount(account, request.language), 'steam.updated');
      },
    );

    routes.post(
      '/steam/accounts/:id/token',
      {
        schema: {
          operationId: 'refreshSteamToken',
          summary: "Renews a Steam account's session, trade link and status",
          description: 'When neither the session nor a new sign-in with the stored Mafile and password works: 409 and the account becomes ABNORMAL.',
          tags: TAGS,
          params: idParams,
          response: answers(SteamAccountAnswer),
        },
      },
      async (request) => {
        const account = await accounts.refreshToken(requireViewer(request), request.params.id);
        return withMessage(request, toRestSteamAccount(account, request.language), 'steam.refreshed');
      },
    );

    // a new simulated Steam account (simulated driver only): its Mafile and password, shown once
    routes.post(
      '/steam/simulated-account',
      {
        schema: {
          operationId: 'createSimulatedSteamAccount',
          summary: 'Creates an account of the simulated Steam, to bind',
          description:
            'Simulated Steam only (403 SIMULATION_UNAVAILABLE with the real one). 15-40 items, a few popular skins among them. Nothing is bound. Never cached; 10 an hour a user (429).',
          tags: TAGS,
          response: answers(
            z.object({
              accountName: z.string().describe('Its name, sim_ and 8 characters.'),
              password: z.string().describe('Its password, shown once.'),
              steamId: z.string().describe('Its SteamID64.'),
              mafile: z.string().describe("Its Mafile's JSON text."),
            }),
          ),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(request, await services.steamSimulation.createAccount(requireViewer(request)));
      },
    );

    routes.get(
      '/steam/accounts/:id/guardCode',
      {
        schema: {
          operationId: 'getSteamGuardCode',
          summary: "A Steam account's current Steam Guard code",
          description: 'Never cached.',
          tags: TAGS,
          params: idParams,
          response: answers(
            z.object({ code: z.string().describe('The 5-character code.'), expiresInSeconds: z.number().int().describe('Seconds it stays valid.') }),
          ),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(request, await accounts.guardCode(requireViewer(request), request.params.id));
      },
    );
  };
}
