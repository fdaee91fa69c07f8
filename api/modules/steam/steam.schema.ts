// GraphQL of /user/steam: the viewer's Steam accounts, binding (one, or a batch), unbinding, the
// token (Steam Guard code and session refresh), the trade link, status and type. Secrets never
// appear in a field: the password, the Mafile and the session token have none.
import { builder } from '../../graphql/builder.ts';
import { pagedConnection } from '../../graphql/pagedConnection.ts';
import { AppError, NotFoundError, RateLimitError, ValidationError } from '../../errors.ts';
import { translate } from '../../i18n/messages.ts';
import { ownViewer, requireViewer } from '../../graphql/viewer.ts';
import { StepUpRequiredError } from '../../session/viewer.ts';
import { Viewer } from '../user/user.schema.ts';
import { INVENTORY_REFRESH_MINUTES, type BatchBindOutcome } from './steam.service.ts';
import { SIMULATED_ACCOUNTS_PER_USER, SIMULATED_INVENTORY_MAX, SIMULATED_INVENTORY_MIN, type SimulatedAccount } from './steam.simulation.service.ts';

export const SteamAccountStatus = builder.enumType('SteamAccountStatus', {
  description: 'NORMAL can list and trade; ABNORMAL must be rebound in the app; NOT_SELLABLE is signed in but Steam does not let it trade now.',
  values: {
    NORMAL: { description: 'Signed in: it can list and trade.' },
    ABNORMAL: { description: 'Its session is lost: rebind it in the app.' },
    NOT_SELLABLE: { description: 'Signed in, but Steam does not let it trade now.' },
  } as const,
});

export const SteamAccountType = builder.enumType('SteamAccountType', {
  description: 'ORDINARY: the user sends and accepts trade offers by hand. ROBOT (advanced): the platform trades automatically.',
  values: {
    ORDINARY: { description: 'The user sends and accepts trade offers by hand.' },
    ROBOT: { description: 'Advanced: the platform trades from it automatically.' },
  } as const,
});

export const SteamAccountNode = builder.prismaNode('SteamAccount', {
  name: 'SteamAccount',
  description: 'A Steam account the viewer bound, without its secrets (password, Mafile and session are never answered). Only its owner can read it.',
  nullable: true,
  select: { id: true },
  id: { field: 'id' },
  findUnique: (id, context) => context.services.steamAccounts.nodeWhere(context.viewer, id),
  fields: (t) => ({
    steamId: t.exposeString('steamId', { description: 'The SteamID64.' }),
    accountName: t.exposeString('accountName', { description: 'The Steam login name.' }),
    status: t.field({ description: 'Whether it can trade now.', type: SteamAccountStatus, select: { status: true }, resolve: (account) => account.status }),
    statusReason: t.string({
      nullable: true,
      description: "Why the account is not NORMAL, in the request's language.",
      select: { statusReason: true },
      resolve: (account, _, context) => {
        const key = `steam.statusReason.${account.statusReason}`;
        return account.statusReason ? translate(context.language, key as 'steam.statusReason.rebind') : null;
      },
    }),
    type: t.field({
      description: 'Ordinary (trades by hand) or robot (the platform trades).',
      type: SteamAccountType,
      select: { type: true },
      resolve: (account) => account.type,
    }),
    tradeLink: t.exposeString('tradeLinkUrl', { description: 'Its Steam trade offer URL; null until it was read from Steam.', nullable: true }),
    tokenExpiresAt: t.expose('tokenExpiresAt', { type: 'DateTime', nullable: true, description: 'When the stored session needs renewing.' }),
    tokenRefreshedAt: t.expose('tokenRefreshedAt', { description: 'When the session was last renewed.', type: 'DateTime', nullable: true }),
    inventoryRefreshedAt: t.expose('inventoryRefreshedAt', { description: 'When its inventory was last read from Steam.', type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { description: 'When it was bound.', type: 'DateTime' }),
    itemCount: t.int({
      description: 'Assets of the account seen by the last inventory refresh.',
      select: { _count: { select: { inventory: true } } },
      resolve: (account) => account._count.inventory,
    }),
  }),
});

const SteamGuardCode = builder.objectRef<{ code: string; expiresInSeconds: number }>('SteamGuardCode').implement({
  description: 'The account\'s current Steam Guard code ("view token"), generated from its Mafile.',
  fields: (t) => ({
    code: t.exposeString('code', { description: 'The five-character code.' }),
    expiresInSeconds: t.exposeInt('expiresInSeconds', { description: 'Seconds until the next code replaces it.' }),
  }),
});

builder.prismaObjectFields(SteamAccountNode, (t) => ({
  guardCode: t.field({
    description: "The account's current Steam Guard code (its owner only).",
    type: SteamGuardCode,
    authScopes: { loggedIn: true },
    select: { id: true },
    resolve: (account, _, context) => context.services.steamAccounts.guardCode(requireViewer(context), account.id),
  }),
}));

const SteamAccountConnection = builder.connectionObject(
  {
    type: SteamAccountNode,
    name: 'SteamAccountConnection',
    description: "A page of the viewer's Steam accounts.",
    fields: (t) => ({
      totalCount: t.int({
        description: 'How many there are over all the pages.',
        resolve: (connection) => (connection as unknown as { totalCount: number }).totalCount,
      }),
    }),
  },
  { name: 'SteamAccountEdge', description: 'A Steam account of the page, with its cursor.' },
);

builder.prismaObjectFields(Viewer, (t) => ({
  steamAccounts: t.connection(
    {
      type: SteamAccountNode,
      description: "The viewer's bound Steam accounts, oldest first.",
      authScopes: { loggedIn: true },
      resolve: async (user, args, context, info) => {
        const viewer = ownViewer(user, context);
        return pagedConnection(args, context, info, (page, query) => context.services.steamAccounts.accountPage(viewer, page, query));
      },
    },
    SteamAccountConnection,
  ),
}));

const accountPayload = (name: string) =>
  builder.objectRef<{ accountId: string }>(name).implement({
    description: 'The Steam account after the change.',
    fields: (t) => ({
      account: t.prismaField({
        description: 'The account as it is now.',
        type: 'SteamAccount',
        resolve: (query, payload, _, context) => context.services.steamAccounts.ownedAccount(requireViewer(context), payload.accountId, query),
      }),
    }),
  });

const BindSteamAccountInput = builder.inputType('BindSteamAccountInput', {
  description: 'One Steam account to bind.',
  fields: (t) => ({
    mafile: t.string({ required: true, description: 'The text of the Steam Desktop Authenticator Mafile.' }),
    password: t.string({ required: true, description: "The Steam account's password." }),
    type: t.field({ type: SteamAccountType, description: 'ORDINARY when left out.' }),
  }),
});

const BindSteamAccountPayload = accountPayload('BindSteamAccountPayload');
builder.objectFields(BindSteamAccountPayload, (t) => ({
  inventoryRefreshMinutes: t.int({
    description: 'How long the first inventory refresh may take, in minutes.',
    resolve: () => INVENTORY_REFRESH_MINUTES,
  }),
}));

builder.mutationField('bindSteamAccount', (t) =>
  t.field({
    description: 'Binds a Steam account with its Mafile and password (signs it in on Steam); its inventory is read in the background.',
    type: BindSteamAccountPayload,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: BindSteamAccountInput, required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: [StepUpRequiredError, ValidationError, RateLimitError, AppError],
      directResult: true,
      union: { name: 'BindSteamAccountResult', description: 'What bindSteamAccount answers: its payload, or one of its typed errors.' },
    },
    resolve: async (_, { input }, context) => {
      const account = await context.services.steamAccounts.bind(requireViewer(context), input);
      return { accountId: account.id };
    },
  }),
);

const MafileUploadInput = builder.inputType('MafileUploadInput', {
  description: 'One Mafile of a batch bind.',
  fields: (t) => ({
    fileName: t.string({ description: "The file's name (<accountName>.maFile).", required: true }),
    content: t.string({ required: true, description: "The file's text." }),
  }),
});

const BindSteamAccountsInput = builder.inputType('BindSteamAccountsInput', {
  description: 'Several Steam accounts to bind: their passwords and Mafiles.',
  fields: (t) => ({
    credentials: t.string({ required: true, description: 'One "account--password" per line.' }),
    mafiles: t.field({ type: [MafileUploadInput], description: 'One Mafile per account.', required: true }),
    type: t.field({ type: SteamAccountType, description: 'The type of every account (ORDINARY when left out).' }),
  }),
});

const SteamBindProblem = builder.objectRef<{ error: AppError }>('SteamBindProblem').implement({
  description: 'Why one account of a batch bind was not bound.',
  fields: (t) => ({
    code: t.string({ description: 'The error code.', resolve: ({ error }) => error.code }),
    message: t.string({
      description: "What went wrong, in the request's language.",
      resolve: ({ error }, _, context) => translate(context.language, error.messageKey, error.params),
    }),
    field: t.string({ nullable: true, description: 'credentials, mafiles, password or mafile.', resolve: ({ error }) => error.field ?? null }),
  }),
});

const BatchBindOutcomeType = builder.objectRef<BatchBindOutcome>('SteamBindOutcome').implement({
  description: 'What happened to one account of a batch bind.',
  fields: (t) => ({
    accountName: t.exposeString('accountName', { description: 'Empty when a line could not be read.' }),
    fileName: t.string({
      description: "The Mafile's name; null when no file matched.",
      nullable: true,
      resolve: (outcome) => outcome.fileName ?? null,
    }),
    account: t.prismaField({
      description: 'The bound account; null when it was not bound.',
      type: 'SteamAccount',
      nullable: true,
      resolve: (query, outcome, _, context) =>
        outcome.account ? context.services.steamAccounts.ownedAccount(requireViewer(context), outcome.account.id, query) : null,
    }),
    error: t.field({
      description: 'Why it was not bound; null when it was.',
      type: SteamBindProblem,
      nullable: true,
      // wrapped: graphql-js treats an Error returned by a resolver as a thrown one
      resolve: (outcome) => (outcome.error ? { error: outcome.error } : null),
    }),
  }),
});

const BindSteamAccountsPayload = builder
  .objectRef<{ outcomes: BatchBindOutcome[]; boundCount: number; failedCount: number }>('BindSteamAccountsPayload')
  .implement({
    description: 'What a batch bind did, account by account.',
    fields: (t) => ({
      outcomes: t.field({
        description: 'One outcome per account (or per line that could not be read).',
        type: [BatchBindOutcomeType],
        resolve: (payload) => payload.outcomes,
      }),
      boundCount: t.exposeInt('boundCount', { description: 'Accounts bound.' }),
      failedCount: t.exposeInt('failedCount', { description: 'Accounts not bound.' }),
      inventoryRefreshMinutes: t.int({
        description: 'How long the first inventory refresh of the bound accounts may take.',
        resolve: () => INVENTORY_REFRESH_MINUTES,
      }),
    }),
  });

builder.mutationField('bindSteamAccounts', (t) =>
  t.field({
    type: BindSteamAccountsPayload,
    description: 'Batch bind: the whole request is refused when the numbers of passwords and Mafiles differ; other problems are reported per account.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: BindSteamAccountsInput, required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: [StepUpRequiredError, ValidationError, AppError],
      directResult: true,
      union: { name: 'BindSteamAccountsResult', description: 'What bindSteamAccounts answers: its payload, or one of its typed errors.' },
    },
    resolve: (_, { input }, context) => context.services.steamAccounts.bindBatch(requireViewer(context), input),
  }),
);

const SteamAccountIdInput = builder.inputType('SteamAccountIdInput', {
  description: 'A Steam account of the viewer.',
  fields: (t) => ({ id: t.globalID({ description: "The account's global id.", required: true, for: [SteamAccountNode] }) }),
});

const UnbindSteamAccountPayload = builder.objectRef<{ accountId: string; delistedCount: number }>('UnbindSteamAccountPayload').implement({
  description: 'The account was unbound.',
  fields: (t) => ({
    deletedSteamAccountId: t.globalID({
      description: 'The global id of the unbound account.',
      resolve: (payload) => ({ type: 'SteamAccount', id: payload.accountId }),
    }),
    delistedCount: t.exposeInt('delistedCount', { description: 'Listings of the account taken off the market.' }),
  }),
});

builder.mutationField('unbindSteamAccount', (t) =>
  t.field({
    description: "Unbinds one of the viewer's Steam accounts and takes its listings off the market.",
    type: UnbindSteamAccountPayload,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: SteamAccountIdInput, required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: [StepUpRequiredError, NotFoundError],
      directResult: true,
      union: { name: 'UnbindSteamAccountResult', description: 'What unbindSteamAccount answers: its payload, or one of its typed errors.' },
    },
    resolve: (_, { input }, context) => context.services.steamAccounts.unbind(requireViewer(context), input.id.id),
  }),
);

const RefreshSteamTokenPayload = accountPayload('RefreshSteamTokenPayload');

builder.mutationField('refreshSteamToken', (t) =>
  t.field({
    type: RefreshSteamTokenPayload,
    description: 'Renews the account\'s Steam session and re-reads its trade link and standing; REBIND_REQUIRED ("Please rebind in the app") when it cannot.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: SteamAccountIdInput, required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: [StepUpRequiredError, NotFoundError, RateLimitError, AppError],
      directResult: true,
      union: { name: 'RefreshSteamTokenResult', description: 'What refreshSteamToken answers: its payload, or one of its typed errors.' },
    },
    resolve: async (_, { input }, context) => ({ accountId: (await context.services.steamAccounts.refreshToken(requireViewer(context), input.id.id)).id }),
  }),
);

const SetSteamAccountTypeInput = builder.inputType('SetSteamAccountTypeInput', {
  description: 'The account and its new type.',
  fields: (t) => ({
    id: t.globalID({ description: "The account's global id.", required: true, for: [SteamAccountNode] }),
    type: t.field({ description: 'The new type.', type: SteamAccountType, required: true }),
  }),
});

builder.mutationField('setSteamAccountType', (t) =>
  t.field({
    description: "Switches one of the viewer's accounts between ordinary and robot trading.",
    type: accountPayload('SetSteamAccountTypePayload'),
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: SetSteamAccountTypeInput, required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: [StepUpRequiredError, NotFoundError, ValidationError],
      directResult: true,
      union: { name: 'SetSteamAccountTypeResult', description: 'What setSteamAccountType answers: its payload, or one of its typed errors.' },
    },
    resolve: async (_, { input }, context) => ({
      accountId: (await context.services.steamAccounts.setType(requireViewer(context), input.id.id, input.type)).id,
    }),
  }),
);

// Simulated Steam accounts for trying the product (simulated driver only).

builder.queryField('steamSimulationEnabled', (t) =>
  t.boolean({
    description: 'Whether this server trades on the simulated Steam, where createSimulatedSteamAccount makes accounts to try the market with.',
    resolve: (_, __, context) => context.services.steamSimulation.enabled,
  }),
);

const SimulatedSteamAccount = builder.objectRef<SimulatedAccount>('SimulatedSteamAccount').implement({
  description: 'A new account of the simulated Steam: bind it on /user/steam with its Mafile and password. Shown once; the server keeps no copy for the user.',
  fields: (t) => ({
    accountName: t.exposeString('accountName', { description: 'The login name.' }),
    password: t.exposeString('password', { description: 'The password, shown this once.' }),
    steamId: t.exposeString('steamId', { description: 'The SteamID64.' }),
    mafile: t.exposeString('mafile', { description: "The account's Steam Desktop Authenticator Mafile (JSON text), to save as <accountName>.maFile." }),
  }),
});

builder.mutationField('createSimulatedSteamAccount', (t) =>
  t.field({
    type: SimulatedSteamAccount,
    description: `Creates a simulated Steam account with ${SIMULATED_INVENTORY_MIN}–${SIMULATED_INVENTORY_MAX} CS2 items (a few popular skins among them). Simulated Steam only (SIMULATION_UNAVAILABLE otherwise); ${SIMULATED_ACCOUNTS_PER_USER} per user per hour.`,
    authScopes: { loggedIn: true },
    errors: {
      types: [RateLimitError, AppError],
      directResult: true,
      union: { name: 'CreateSimulatedSteamAccountResult', description: 'What createSimulatedSteamAccount answers: its payload, or one of its typed errors.' },
    },
    resolve: (_, __, context) => context.services.steamSimulation.createAccount(requireViewer(context)),
  }),
);
