// The catalogue items other modules ask for: by id or market hash name, with a caller's Pothos/Prisma
// selection or a fixed one, always batched (one statement for many items), on the primary unless the
// caller passes another client (the market's public reads pass the replica's, api/db/replica.ts).
import { db } from '../../db/client.ts';
import type { Prisma, PrismaClient } from '../../db/generated/prisma/client.ts';

/** A Pothos/Prisma selection for item templates (from `query` or `queryFromInfo`), spread into finds. */
export type TemplateQuery = { include?: Prisma.ItemTemplateInclude; select?: Prisma.ItemTemplateSelect };
export type TemplateRow<Q extends TemplateQuery> = Prisma.ItemTemplateGetPayload<Q>;

export function templateByHashName<Q extends TemplateQuery>(hashName: string, query: Q = {} as Q, client: PrismaClient = db()) {
  return client.itemTemplate.findUnique({ ...query, where: { hashName } }) as Promise<TemplateRow<Q> | null>;
}

export function templateById<Q extends TemplateQuery>(id: number, query: Q = {} as Q, client: PrismaClient = db()) {
  return client.itemTemplate.findUnique({ ...query, where: { id } }) as Promise<TemplateRow<Q> | null>;
}

/** Loads templates by id in the order given (ids from an aggregate query); an unknown id is left out. */
export async function templatesInOrder<Q extends TemplateQuery>(ids: readonly number[], query: Q, client: PrismaClient = db()): Promise<TemplateRow<Q>[]> {
  if (ids.length === 0) return [];
  // the id is needed to restore the order even when the caller's selection lacks it
  const selection = query.select ? { ...query, select: { ...query.select, id: true } } : query;
  const rows = (await client.itemTemplate.findMany({ ...selection, where: { id: { in: [...ids] } } })) as unknown as (TemplateRow<Q> & { id: number })[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
}

/** The columns `select` of the items of these ids (any order; an unknown id is left out), in `client`'s transaction when given. */
export function templatesByIds<S extends Prisma.ItemTemplateSelect>(ids: readonly number[], select: S, client: Prisma.TransactionClient | PrismaClient = db()) {
  return client.itemTemplate.findMany({ where: { id: { in: [...ids] } }, select }) as Promise<Prisma.ItemTemplateGetPayload<{ select: S }>[]>;
}

/** The columns `select` of the items of these market hash names (any order; an unknown name is left out), in `client`'s transaction when given. */
export function templatesByHashNames<S extends Prisma.ItemTemplateSelect>(
  hashNames: readonly string[],
  select: S,
  client: Prisma.TransactionClient | PrismaClient = db(),
) {
  return client.itemTemplate.findMany({ where: { hashName: { in: [...hashNames] } }, select }) as Promise<Prisma.ItemTemplateGetPayload<{ select: S }>[]>;
}
