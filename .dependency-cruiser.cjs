// The module graph's rules (docs/architecture.md "Dependency rules"), checked by `npm run lint:deps` at the start of
// `npm test`. A domain is a folder api/modules/<domain>/; its public surface for other domains is
// its *.service.ts and *.errors.ts files, and for other domains' GraphQL types its *.schema.ts files.
// The cycle rule between domain folders is in .dependency-cruiser.domains.cjs.
/** Ports and pure helpers of api/integrations that domains may use; every other file there is a driver. */
const INTEGRATION_SURFACE = [
  '^api/integrations/[^/]+/port\\.ts$',
  // Steam's Mafile format, Steam Guard codes and trade-offer states: pure functions, no I/O
  '^api/integrations/tradePlatform/(mafile|steamGuard|offerStates)\\.ts$',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles, also through type-only imports: the module graph is a DAG.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-surface',
      severity: 'error',
      comment:
        'A domain reaches another only through its services, errors and REST answer schemas (*.service.ts, *.errors.ts, *.contract.ts); money moves only through the ledger (api/modules/wallet/ledger.ts).',
      from: { path: '^api/modules/([^/]+)/', pathNot: '\\.schema\\.ts$' },
      to: { path: '^api/modules/[^/]+/', pathNot: ['^api/modules/$1/', '\\.(service|errors|contract)\\.ts$'] },
    },
    {
      name: 'domain-surface-graphql',
      severity: 'error',
      comment: 'A schema file may also use the GraphQL types of other domains (their *.schema.ts), nothing else of theirs.',
      from: { path: '^api/modules/([^/]+)/[^/]+\\.schema\\.ts$' },
      to: { path: '^api/modules/[^/]+/', pathNot: ['^api/modules/$1/', '\\.(service|errors|schema)\\.ts$'] },
    },
    {
      name: 'no-drivers-in-domains',
      severity: 'error',
      comment: 'Domains get drivers as ports from api/services.ts; they import only port files and pure helpers of api/integrations.',
      from: { path: '^api/modules/' },
      to: { path: '^api/integrations/', pathNot: INTEGRATION_SURFACE },
    },
    {
      name: 'no-db-in-transport',
      severity: 'error',
      comment:
        'Adapters (resolvers, REST handlers and their shared helpers under api/graphql, api/rest and later api/ops) call services; they never reach the database themselves, so no rule of who may see or change what can live in them (docs/architecture.md "Dependency rules"). The one exception is the Pothos builder, whose Prisma plugin loads the selections the services answer.',
      from: { path: ['\\.(schema|rest)\\.ts$', '^api/(graphql|rest|ops)/'], pathNot: '^api/graphql/builder\\.ts$' },
      to: { path: '^api/db/(client|transaction|idempotency)\\.ts$' },
    },
    {
      name: 'services-know-no-transport',
      severity: 'error',
      comment: 'Services serve REST and GraphQL alike: they import neither adapter nor the web framework.',
      from: { path: '^api/modules/.+\\.service\\.ts$' },
      to: { path: ['^api/(graphql|rest)/', '\\.(schema|rest)\\.ts$', '^node_modules/(fastify|graphql|graphql-yoga|@pothos)/'] },
    },
    {
      name: 'web-not-api',
      severity: 'error',
      comment: 'The web client talks to the API over HTTP only.',
      from: { path: '^web/' },
      to: { path: '^api/' },
    },
    {
      name: 'api-not-web',
      severity: 'error',
      comment:
        'The server uses the web client through its builds only (dist/web, and dist/ssr, which api/http/serverRendering.ts imports at start-up): no change inside web/ can break the server. What both need is in lib/.',
      from: { path: '^api/' },
      to: { path: '^web/' },
    },
    {
      name: 'no-page-to-page',
      severity: 'error',
      comment:
        'A page (a folder web/pages/<route>/, or web/pages/user/<route>/ in the user area) imports no other page: what two pages share lives in web/components, or in web/lib when it is not a component (docs/architecture.md "Dependency rules").',
      from: { path: '^web/pages/(user/[^/]+|(?!user/)[^/]+)/' },
      to: { path: '^web/pages/', pathNot: '^web/pages/$1/' },
    },
    {
      name: 'lib-stands-alone',
      severity: 'error',
      comment: 'lib/ holds rules api and web share: it imports neither.',
      from: { path: '^lib/' },
      to: { path: '^(api|web|prisma)/' },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['__generated__', '^api/db/generated/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
