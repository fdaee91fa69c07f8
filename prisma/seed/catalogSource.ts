// The vendored CS2 catalogue (prisma/seed/catalog/*.json.gz, see LICENSE.md there): which files and
// fields the import reads, their record shapes, and how to read them. The files keep the records of
// the source catalogue in their order, minus the fields listed nowhere below.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

export const catalogDirectory = new URL('./catalog/', import.meta.url);

export type SkinVariantRecord = {
  market_hash_name: string;
  market_name_zh: string;
  skin_ids: string[];
  type: string;
  weapon: string;
  /** The finish ("AK-47 | Redline"): every variant of a finish shares its base price. */
  name: string;
  category: string;
  exterior: string;
  rarity: string | null;
  min_float: number | null;
  max_float: number | null;
  collection_id: string | null;
  image: string | null;
};

type NamedRecord = {
  id: string;
  market_hash_name: string | null;
  name: string;
  name_zh: string;
  type: string;
  rarity?: string | null;
  image: string | null;
};

export type StickerRecord = NamedRecord & { collection: string | null };
export type CrateRecord = NamedRecord & { container_type: string; collection_id: string | null };
export type AgentRecord = NamedRecord & { team: string; collection_id: string | null };
export type MusicKitRecord = NamedRecord & { category: string };
export type KeychainRecord = NamedRecord & {
  subtype: 'charm' | 'souvenir_highlight' | 'sticker_slab';
  category?: string;
  collection_id?: string | null;
  sticker_id?: string;
};
export type CollectibleRecord = NamedRecord & { collectible_type: string | null };
export type CollectionRecord = { id: string; name: string; name_zh: string; contains: string[]; image: string | null };

export type CatalogFiles = {
  skins_not_grouped: SkinVariantRecord[];
  stickers: StickerRecord[];
  crates: CrateRecord[];
  agents: AgentRecord[];
  music_kits: MusicKitRecord[];
  graffiti: NamedRecord[];
  patches: NamedRecord[];
  keychains: KeychainRecord[];
  collectibles: CollectibleRecord[];
  keys: NamedRecord[];
  tools: NamedRecord[];
  collections: CollectionRecord[];
};

export type CatalogFileName = keyof CatalogFiles;

const namedFields = ['id', 'market_hash_name', 'name', 'name_zh', 'type', 'rarity', 'image'];

/** The fields kept per file. The order of the item files is the import order: the first record of a
 * market hash name wins. */
export const catalogFields: Record<CatalogFileName, string[]> = {
  skins_not_grouped: [
    'market_hash_name',
    'market_name_zh',
    'skin_ids',
    'type',
    'weapon',
    'name',
    'category',
    'exterior',
    'rarity',
    'min_float',
    'max_float',
    'collection_id',
    'image',
  ],
  stickers: [...namedFields, 'collection'],
  crates: [...namedFields, 'container_type', 'collection_id'],
  agents: [...namedFields, 'team', 'collection_id'],
  music_kits: [...namedFields, 'category'],
  graffiti: namedFields,
  patches: namedFields,
  keychains: [...namedFields, 'subtype', 'category', 'collection_id', 'sticker_id'],
  collectibles: [...namedFields, 'collectible_type'],
  keys: namedFields,
  tools: namedFields,
  collections: ['id', 'name', 'name_zh', 'contains', 'image'],
};

export const catalogFileNames = Object.keys(catalogFields) as CatalogFileName[];

function readCatalogFile<Name extends CatalogFileName>(name: Name): CatalogFiles[Name] {
  const compressed = readFileSync(new URL(`${name}.json.gz`, catalogDirectory));
  return JSON.parse(gunzipSync(compressed).toString('utf8')) as CatalogFiles[Name];
}

export function readCatalog(): CatalogFiles {
  return Object.fromEntries(catalogFileNames.map((name) => [name, readCatalogFile(name)])) as CatalogFiles;
}
