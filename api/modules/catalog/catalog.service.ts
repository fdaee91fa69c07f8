import { db } from '../../db/client.ts';
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

export type TagView = { id: string; label: Label; color?: string | null; group?: string | null };

/** Collections that hold at least one item, by English name. */
async function collectionTags(): Promise<TagView[]> {
  const collections = await db().collection.findMany({
    where: { templates: { some: {} } },
    orderBy: { nameEn: 'asc' },
    select: { id: true, nameEn: true, nameZh: true },
  });
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

/** The catalogue's tags (the market filters), for REST and GraphQL alike. */
export class CatalogService {
  tags(): Promise<CatalogTags> {
    return catalogTags();
  }
}

/** The item templates' SQL other modules' statements join (itemTemplateSql.ts). */
export { itemTemplateJoin } from './itemTemplateSql.ts';
