// Relay compiler configuration. babel-plugin-relay (through vite.config.ts) uses the same options.
// The config is an ES module (the package is "type": "module"); relay-compiler and cosmiconfig load
// it with require(), so it is also exported under the name 'module.exports', which require() of an
// ES module returns as is (Node >= 20.19).
/** @type {import('relay-compiler').Config} */
const config = {
  src: './web',
  schema: './schema.graphql',
  artifactDirectory: './web/__generated__',
  language: 'typescript',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'],
  // trusted documents (docs/graphql.md "Trusted documents"): every operation's text goes into one store, the artifacts carry only its id
  persistConfig: { file: './api/graphql/persisted-documents.json', algorithm: 'SHA256' },
  customScalarTypes: {
    Money: 'number',
    DateTime: 'string',
  },
};

export { config as 'module.exports' };
export default config;
