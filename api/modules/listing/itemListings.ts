import { ListingStatus, Prisma, type PrismaClient } from '../../db/generated/prisma/client.ts';
import { publicPrisma } from '../../db/replica.ts';
import { sqlConstant } from '../../db/sqlConstants.ts';
import { type ListingCursor, type ListingFilter, type ListingSort, encodeListingCursor } from './listingFilter.ts';

/** A Pothos/Prisma selection of listings (a resolver's `query`), spread into the load. */
export type ListingQuery = { include?: Prisma.ListingInclude; select?: Prisma.ListingSelect };
export type ListingRow<Q extends ListingQuery> = Prisma.ListingGetPayload<Q>;

/**
 * One part of an order of an item's listings: a sort key, its direction (the id, the tiebreak, runs
 * the same way) and which listings the part holds. The float sorts have two parts, the listings with
 * a float and then those without (cheapest first), so each part is read straight from an index:
 * (template_id, status, float_value) for the first, (template_id, status, price_cents) for the second.
 * One ORDER BY float_value DESC NULLS LAST could not walk that index backwards and sorted every row.
 */
type Part = { key: 'price_cents' | 'float_value'; direction: 'ASC' | 'DESC'; holds: 'all' | 'withFloat' | 'withoutFloat' };

const PARTS: Record<ListingSort, readonly Part[]> = {
  PRICE_ASC: [{ key: 'price_cents', direction: 'ASC', holds: 'all' }],
  PRICE_DESC: [{ key: 'price_cents', direction: 'DESC', holds: 'all' }],
  FLOAT_ASC: [
    { key: 'float_value', direction: 'ASC', holds: 'withFloat' },
    { key: 'price_cents', direction: 'ASC', holds: 'withoutFloat' },
  ],
  FLOAT_DESC: [
    { key: 'float_value', direction: 'DESC', holds: 'withFloat' },
    { key: 'price_cents', direction: 'ASC', holds: 'withoutFloat' },
  ],
};

/** At most this many stickers are offered as the sticker filter's suggestions. */
export const MAX_STICKER_SUGGESTIONS = 50;

/**
 * The filter's conditions on listings `l`. A sticker matches by containment on the jsonb array
 * (stickers @> '[{"hashName": …}]'), which the GIN jsonb_path_ops index answers; typed text matches
 * a sticker's hash name ("Sticker | Crown (Foil)", with or without the "Sticker | " prefix), its
 * English or its Chinese name, exactly.
 */
function filterConditions(templateId: number, filter: ListingFilter): Prisma.Sql[] {
  const conditions = [Prisma.sql`l.template_id = ${templateId}`, Prisma.sql`l.status = ${sqlConstant(ListingStatus.ON_SALE)}`];
  if (filter.floatMin !== undefined) conditions.push(Prisma.sql`l.float_value >= ${filter.floatMin}::float8`);
  if (filter.floatMax !== undefined) conditions.push(Prisma.sql`l.float_value <= ${filter.floatMax}::float8`);
  if (filter.paintSeed !== undefined) conditions.push(Prisma.sql`l.paint_seed = ${filter.paintSeed}::int`);
  if (filter.sticker !== undefined) {
    const text = filter.sticker;
    const patterns = [{ hashName: text }, { hashName: `Sticker | ${text}` }, { nameEn: text }, { nameZh: text }].map(
      (sticker) => Prisma.sql`l.stickers @> ${JSON.stringify([sticker])}::jsonb`,
    );
    conditions.push(Prisma.sql`(${Prisma.join(patterns, ' OR ')})`);
  }
  return conditions;
}

function partCondition(part: Part): Prisma.Sql | undefined {
  if (part.holds === 'withFloat') return Prisma.sql`l.float_value IS NOT NULL`;
  if (part.holds === 'withoutFloat') return Prisma.sql`l.float_value IS NULL`;
  return undefined;
}

/**
 * The statement that reads one part of a page: the listings after `after` (keyset: the sort key,
 * then the id) or after `offset` rows of the part, `limit` of them, in the part's index order.
 * Exported for the plan test (tests/api/goodsListings.test.ts), which EXPLAINs exactly this.
 */
export function listingPartSql(
  templateId: number,
  filter: ListingFilter,
  sort: ListingSort,
  partIndex: number,
  position: { after?: ListingCursor; offset?: number },
  limit: number,
): Prisma.Sql {
  const part = PARTS[sort][partIndex];
  const key = Prisma.raw(`l.${part.key}`);
  const direction = Prisma.raw(part.direction);
  const conditions = filterConditions(templateId, filter);
  const only = partCondition(part);
  if (only) conditions.push(only);
  const after = position.after;
  if (after && after.part === partIndex) {
    const beyond = Prisma.raw(part.direction === 'ASC' ? '>' : '<');
    const from = Prisma.raw(part.direction === 'ASC' ? '>=' : '<=');
    const typed = part.key === 'float_value' ? Prisma.sql`${after.key}::float8` : Prisma.sql`${after.key}::int`;
    // the first half bounds the index scan; the second steps over the rows of equal key up to the id
    conditions.push(Prisma.sql`${key} ${from} ${typed} AND (${key} <> ${typed} OR l.id ${beyond} ${after.id})`);
  }
  return Prisma.sql`
    SELECT l.id, ${key}::float8 AS key FROM listings l
    WHERE ${Prisma.join(conditions, ' AND ')}
    ORDER BY ${key} ${direction}, l.id ${direction}
    OFFSET ${position.offset ?? 0} LIMIT ${limit}`;
}

/** The statement that counts the filtered listings, and those with a float among them. */
export function listingCountSql(templateId: number, filter: ListingFilter): Prisma.Sql {
  return Prisma.sql`
    SELECT count(*)::int AS total, count(l.float_value)::int AS "withFloat"
    FROM listings l WHERE ${Prisma.join(filterConditions(templateId, filter), ' AND ')}`;
}

export type ItemListingsPage<Q extends ListingQuery> = {
  listings: { listing: ListingRow<Q>; cursor: string }[];
  hasNextPage: boolean;
  total: number;
};

/**
 * A page of an item's listings on sale, filtered and sorted, with each listing's cursor: after a
 * cursor (GraphQL, keyset: stable while listings come and go) or after an offset (REST's numbered
 * pages). The listings are then loaded with the caller's selection. A public read: the replica's
 * (api/db/replica.ts) while it is usable, every statement of the page on the same database.
 */
export async function itemListingsPage<Q extends ListingQuery>(
  templateId: number,
  filter: ListingFilter,
  sort: ListingSort,
  position: { after?: ListingCursor; offset?: number },
  limit: number,
  query: Q = {} as Q,
): Promise<ItemListingsPage<Q>> {
  return publicPrisma((prisma) => listingsPageOn(prisma, templateId, filter, sort, position, limit, query));
}

async function listingsPageOn<Q extends ListingQuery>(
  prisma: PrismaClient,
  templateId: number,
  filter: ListingFilter,
  sort: ListingSort,
  position: { after?: ListingCursor; offset?: number },
  limit: number,
  query: Q,
): Promise<ItemListingsPage<Q>> {
  const [{ total, withFloat }] = await prisma.$queryRaw<{ total: number; withFloat: number }[]>(listingCountSql(templateId, filter));
  const sizes = { all: total, withFloat, withoutFloat: total - withFloat };
  const parts = PARTS[sort];
  const found: { id: string; cursor: string }[] = [];
  let skip = position.offset ?? 0;
  // one row more than asked tells whether there is a next page
  for (let index = position.after?.part ?? 0; index < parts.length && found.length <= limit; index++) {
    const size = sizes[parts[index].holds];
    if (skip >= size) {
      skip -= size;
      continue;
    }
    const rows = await prisma.$queryRaw<{ id: string; key: number }[]>(
      listingPartSql(templateId, filter, sort, index, { after: position.after, offset: skip }, limit + 1 - found.length),
    );
    skip = 0;
    for (const row of rows) found.push({ id: row.id, cursor: encodeListingCursor({ sort, part: index, key: row.key, id: row.id }) });
  }
  const page = found.slice(0, limit);
  return { listings: await listingsInOrder(prisma, page, query), hasNextPage: found.length > limit, total };
}

async function listingsInOrder<Q extends ListingQuery>(prisma: PrismaClient, page: { id: string; cursor: string }[], query: Q) {
  if (page.length === 0) return [];
  const selection = query.select ? { ...query, select: { ...query.select, id: true } } : query;
  const rows = (await prisma.listing.findMany({ ...selection, where: { id: { in: page.map((entry) => entry.id) } } })) as unknown as (ListingRow<Q> & {
    id: string;
  })[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return page.flatMap(({ id, cursor }) => {
    const listing = byId.get(id);
    return listing ? [{ listing: listing as ListingRow<Q>, cursor }] : [];
  });
}

export type StickerOnSale = { hashName: string; nameEn: string; nameZh: string; iconUrl: string | null; listings: number };

/** The stickers on an item's listings on sale, the most frequent first (the sticker filter's suggestions). */
export function stickersOnSale(templateId: number, limit: number): Promise<StickerOnSale[]> {
  return publicPrisma(
    (prisma) => prisma.$queryRaw<StickerOnSale[]>`
    SELECT s.sticker->>'hashName' AS "hashName",
           max(coalesce(s.sticker->>'nameEn', s.sticker->>'hashName')) AS "nameEn",
           max(coalesce(s.sticker->>'nameZh', s.sticker->>'hashName')) AS "nameZh",
           max(s.sticker->>'iconUrl') AS "iconUrl",
           count(DISTINCT l.id)::int AS listings
    FROM listings l CROSS JOIN LATERAL jsonb_array_elements(
      CASE WHEN jsonb_typeof(l.stickers) = 'array' THEN l.stickers ELSE '[]'::jsonb END
    ) AS s(sticker)
    WHERE l.template_id = ${templateId} AND l.status = ${sqlConstant(ListingStatus.ON_SALE)} AND s.sticker->>'hashName' IS NOT NULL
    GROUP BY 1 ORDER BY listings DESC, 1 LIMIT ${limit}`,
  );
}
