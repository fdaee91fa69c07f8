import type { Prisma } from '../../db/generated/prisma/client.ts';
import { publicPrisma } from '../../db/replica.ts';
// the tag catalogues other domains show and filter by (market, inventory) are part of the catalog's surface
export {
  EXTERIOR_TAGS,
  QUALITY_TAGS,
  RARITY_TAGS,
  TYPE_TAGS,
  exteriorById,
  qualityById,
  rarityById,
  rarityColor,
  typeById,
  type Label,
  type TypeTag,
} from './tags.ts';
import { EXTERIOR_TAGS, QUALITY_TAGS, RARITY_TAGS, TYPE_TAGS, type Label } from './tags.ts';
// the items other modules read, and the joins their statements take them in by (the market page, the inventory)
export {
  templateById,
  templateByHashName,
  templatesByHashNames,
  templatesByIds,
  templatesInOrder,
  type TemplateQuery,
  type TemplateRow,
} from './templateReads.ts';
export {
  COLLECTION_JOIN,
  knownTemplateIdsSql,
  TEMPLATE_REFERENCE_PRICES,
  TEMPLATES_FROM,
  templateByHashNameJoin,
  templateCountSql,
  templateJoin,
  templateReferencePricesSql,
} from './templateSql.ts';

export type TagView = { id: string; label: Label; color?: string | null; group?: string | null };

/** Collections that hold at least one item, by English name (a public read, api/db/replica.ts). */
async function collectionTags(): Promise<TagView[]> {
  const collections = await publicPrisma((prisma) =>
    prisma.collection.findMany({
      where: { templates: { some: {} } },
      orderBy: { nameEn: 'asc' },
      select: { id: true, nameEn: true, nameZh: true },
    }),
  );
  return collections.map((collection) => ({ id: collection.id, label: { zh: collection.nameZh, en: collection.nameEn } }));
}

async function catalogTags() {
  return {
    types: TYPE_TAGS,
    rarities: RARITY_TAGS as TagView[],
    qualities: QUALITY_TAGS as TagView[],
    exteriors: EXTERIOR_TAGS as TagView[],
    collections: await collectionTags(),
  };
}

export type CatalogTags = Awaited<ReturnType<typeof catalogTags>>;

/** A catalogue item as pricing and wear checks read it. */
export type CatalogItem = {
  id: number;
  hashName: string;
  minFloat: number | null;
  maxFloat: number | null;
  exterior: string | null;
  /** the catalogue's own reference price (the market's listings may set a lower one) */
  referencePriceCents: number;
};

const CATALOG_ITEM = { id: true, hashName: true, minFloat: true, maxFloat: true, exterior: true, referencePriceCents: true } as const;

/** The catalogue's tags (the market filters), for REST and GraphQL alike. */
export class CatalogService {
  tags(): Promise<CatalogTags> {
    return catalogTags();
  }

  /** The item of a hash name, read with `client` (a transaction's, or db()); null for none. */
  itemByHashName(client: Prisma.TransactionClient, hashName: string): Promise<CatalogItem | null> {
    return client.itemTemplate.findUnique({ where: { hashName }, select: CATALOG_ITEM });
  }

  /** These items by id, read with `client`; an unknown id is left out. */
  async itemsByIds(client: Prisma.TransactionClient, ids: readonly number[]): Promise<Map<number, CatalogItem>> {
    if (ids.length === 0) return new Map();
    const items = await client.itemTemplate.findMany({ where: { id: { in: [...new Set(ids)] } }, select: CATALOG_ITEM });
    return new Map(items.map((item) => [item.id, item]));
  }

  /** Whether a hash name is a catalogue sticker's. */
  async isSticker(client: Prisma.TransactionClient, hashName: string): Promise<boolean> {
    return (await client.itemTemplate.count({ where: { hashName, tagType: 'sticker' } })) > 0;
  }
}

/** The item templates' SQL other modules' statements join (itemTemplateSql.ts). */
export { itemTemplateJoin } from './itemTemplateSql.ts';
