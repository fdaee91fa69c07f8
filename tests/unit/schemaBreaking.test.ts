import { describe, expect, it } from 'vitest';
import { judgeSchemaChanges } from '../../api/graphql/schemaBreaking.ts';

const base = /* GraphQL */ `
  type Query {
    item(id: ID!, legacyKey: String @deprecated(reason: "Use id.")): Item
    items: [Item!]!
  }
  type Item {
    id: ID!
    name: String!
    price: Int!
    oldPrice: Int @deprecated(reason: "Use price.")
    status: ItemStatus!
    legacy: Legacy @deprecated(reason: "Gone.")
  }
  type Legacy {
    id: ID!
  }
  enum ItemStatus {
    ON_SALE
    SOLD
    HIDDEN @deprecated(reason: "Never set any more.")
  }
`;

const refused = async (next: string) => (await judgeSchemaChanges(base, next)).filter((entry) => !entry.allowed).map((entry) => entry.change.path);

describe('the deprecation policy of schema:breaking', () => {
  it('lets through the removal of a field, argument, enum value and type that the base schema deprecated', async () => {
    const next = base
      .replace('oldPrice: Int @deprecated(reason: "Use price.")', '')
      .replace(', legacyKey: String @deprecated(reason: "Use id.")', '')
      .replace('HIDDEN @deprecated(reason: "Never set any more.")', '')
      .replace('legacy: Legacy @deprecated(reason: "Gone.")', '')
      .replace(/type Legacy \{\s*id: ID!\s*\}/, '');
    const judged = await judgeSchemaChanges(base, next);
    expect(judged.length).toBeGreaterThanOrEqual(5);
    expect(judged.every((entry) => entry.allowed)).toBe(true);
  });

  it('refuses the removal of a field that was not deprecated, naming it', async () => {
    expect(await refused(base.replace('name: String!', ''))).toEqual(['Item.name']);
  });

  it('refuses the removal of an argument or enum value that was not deprecated', async () => {
    expect(await refused(base.replace('item(id: ID!, legacyKey', 'item(legacyKey'))).toContain('Query.item.id');
    expect(await refused(base.replace('SOLD', ''))).toEqual(['ItemStatus.SOLD']);
  });

  it('refuses other breaking changes (a type changed), and passes additions', async () => {
    expect(await refused(base.replace('price: Int!', 'price: String!'))).toEqual(['Item.price']);
    const added = await judgeSchemaChanges(base, base.replace('name: String!', 'name: String!\n    tags: [String!]!'));
    expect(added.map((entry) => [entry.change.path, entry.allowed])).toEqual([['Item.tags', true]]);
  });
});
