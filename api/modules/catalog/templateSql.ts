// The catalogue's tables as other modules' statements join them (api/db/tableOwners.ts): the market
// page, the price list and the inventory read an item beside their own rows in one statement, so the
// catalogue gives the joins, each binding the item to the alias `t` (and its collection to `col`).
import { Prisma } from '../../db/generated/prisma/client.ts';

/** `FROM item_templates t`: every catalogue item. */
export const TEMPLATES_FROM = Prisma.sql`FROM item_templates t`;

/** The ids of these items that the catalogue holds (an unknown id is left out), in id order. */
export function knownTemplateIdsSql(templateIds: readonly number[]): Prisma.Sql {
  return Prisma.sql`SELECT t.id FROM item_templates t WHERE t.id = ANY(${[...templateIds]}::int[]) ORDER BY t.id`;
}

/** Every catalogue item's id and reference price, a statement to join as `t` (`JOIN (…) t`). */
export const TEMPLATE_REFERENCE_PRICES = Prisma.sql`SELECT t.id, t.reference_price_cents FROM item_templates t`;

/** The id and reference price of these items, a statement to read from as `t` (`FROM (…) t`). */
export function templateReferencePricesSql(templateIds: readonly number[]): Prisma.Sql {
  return Prisma.sql`SELECT t.id, t.reference_price_cents FROM item_templates t WHERE t.id = ANY(${[...templateIds]}::int[])`;
}

/** The number of catalogue items `t` meeting every condition (`total`): all of them without any. */
export function templateCountSql(conditions: readonly Prisma.Sql[]): Prisma.Sql {
  return Prisma.sql`SELECT count(*)::int AS total FROM item_templates t${conditions.length ? Prisma.sql` WHERE ${Prisma.join(conditions, ' AND ')}` : Prisma.empty}`;
}

/** `JOIN item_templates t` on the item `templateId`; `left` keeps the rows of an unknown or absent item. */
export function templateJoin(templateId: Prisma.Sql, { left }: { left: boolean }): Prisma.Sql {
  return left ? Prisma.sql`LEFT JOIN item_templates t ON t.id = ${templateId}` : Prisma.sql`JOIN item_templates t ON t.id = ${templateId}`;
}

/** `LEFT JOIN item_templates t` on the item of the market hash name `hashName` (its unique index). */
export function templateByHashNameJoin(hashName: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`LEFT JOIN item_templates t ON t.hash_name = ${hashName}`;
}

/** `LEFT JOIN collections col`: the collection of the item `t`. */
export const COLLECTION_JOIN = Prisma.sql`LEFT JOIN collections col ON col.id = t.collection_id`;
