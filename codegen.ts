import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for the operations the API tests (and, later, the REST adapter and partner SDK
// examples) send; the web client's types come from the Relay compiler instead.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['tests/api/documents/*.graphql'],
  generates: {
    'tests/helpers/generated/graphql.ts': {
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        scalars: { Money: 'number', DateTime: 'string' },
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false },
        useTypeImports: true,
      },
    },
  },
};

export default config;
