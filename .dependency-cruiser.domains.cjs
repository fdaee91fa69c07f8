// No cycles between domain folders (docs/architecture.md "Dependency rules"): the domains form a DAG, e.g. inventory
// uses steam and never the reverse. Checked on the domains alone: the shared layers (api/graphql,
// api/rest, api/services.ts) import every domain to assemble the app and are not followed here, so
// only the imports of one domain's files from another's count.
const base = require('./.dependency-cruiser.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular-domains',
      severity: 'error',
      comment: 'A domain folder must not reach itself again through other domains.',
      scope: 'folder',
      from: { path: '^api/modules/' },
      to: { path: '^api/modules/', circular: true },
    },
  ],
  options: { ...base.options, doNotFollow: { path: ['node_modules', '^(?!api/modules/)'] } },
};
