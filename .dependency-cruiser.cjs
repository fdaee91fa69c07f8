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

/**
 * The only files that may send statements past Prisma's client pipeline (api/db/sql.ts, api/db/read.ts;
 * docs/architecture.md "Reaching the database"): the hot paths, where the pipeline's CPU was what
 * limited throughput (docs/benchmarks.md). Everything else uses Prisma's model queries, or $queryRaw.
 */
const DRIVER_BYPASS_ALLOWED = [
  // the database layer itself: transactions (the event log's and the other batched writes), the job queue, idempotent answers
  '^api/db/',
  // the market page's reads, and the market figures a purchase recounts
  '^api/modules/market/market(\\.service|Page|Prices|Stats)\\.ts$',
  // the purchase: the order, its rows and the listing it reserves
  '^api/modules/order/order\\.service\\.ts$',
  '^api/modules/order/orderRows\\.ts$',
  '^api/modules/listing/listing\\.service\\.ts$',
  // the ledger
  '^api/modules/wallet/ledger\\.ts$',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'driver-bypass-hot-paths-only',
      severity: 'error',
      comment:
        'Statements sent past Prisma (api/db/sql.ts sqlRows/sqlExecute, api/db/read.ts sqlRead) only from the hot paths named in DRIVER_BYPASS_ALLOWED: the market page, the purchase, the ledger, the event log (docs/architecture.md "Reaching the database"). Elsewhere use Prisma model queries, or $queryRaw.',
      from: { pathNot: DRIVER_BYPASS_ALLOWED },
      to: { path: '^api/db/(sql|read)\\.ts$' },
    },
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
