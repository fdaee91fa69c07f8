import { describe, expect, it } from 'vitest';
import { schema } from '../../api/graphql/schema.ts';
import { undocumentedSchemaElements } from '../../api/graphql/schemaDescriptions.ts';

describe('the GraphQL schema', () => {
  it('describes every type, field, argument, enum value and input field (what GraphiQL documents)', () => {
    expect(undocumentedSchemaElements(schema)).toEqual([]);
  });
});
