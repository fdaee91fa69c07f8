// Turns the catalogue's records into the rows of `collections` and `item_templates`.
import { classify, exteriorById, qualityById, rarityById, slugify, typeById } from '../../api/modules/catalog/tags.ts';
import type { CatalogFiles } from './catalogSource.ts';
import { type PriceSubject, referencePriceCents } from './referencePrice.ts';

export type CollectionRow = { id: string; nameEn: string; nameZh: string; imageUrl: string | null };

export type TemplateRow = {
  hashName: string;
  catalogId: string;
  nameEn: string;
  nameZh: string;
  searchText: string;
  tagType: string;
  subType: string | null;
  rarity: string | null;
  quality: string;
  exterior: string | null;
  collectionId: string | null;
  iconUrl: string | null;
  minFloat: number | null;
  maxFloat: number | null;
  referencePriceCents: number;
};

export type CatalogRows = { collections: CollectionRow[]; templates: TemplateRow[] };

type TemplateDraft = Omit<TemplateRow, 'searchText' | 'referencePriceCents'> & { price: PriceSubject };

export function buildCatalogRows(catalog: CatalogFiles): CatalogRows {
  const collections: CollectionRow[] = catalog.collections.map((collection) => ({
    id: collection.id,
    nameEn: collection.name,
    nameZh: collection.name_zh,
    imageUrl: collection.image,
  }));
  const knownCollections = new Set(collections.map((collection) => collection.id));
  // Stickers, graffiti and some crates name no collection id; collections.json lists them as members.
  const collectionOfMember = new Map<string, string>();
  for (const collection of catalog.collections) {
    for (const memberId of collection.contains) {
      if (!collectionOfMember.has(memberId)) collectionOfMember.set(memberId, collection.id);
    }
  }
  const collectionFor = (ownCollectionId: string | null | undefined, recordId: string) =>
    ownCollectionId && knownCollections.has(ownCollectionId) ? ownCollectionId : (collectionOfMember.get(recordId) ?? null);

  const drafts: TemplateDraft[] = [];
  const seenHashNames = new Set<string>();
  const add = (draft: TemplateDraft) => {
    // The catalogue has a few market hash names twice (two sticker kits named "Mirage (Gold)", four
    // sticker collections listed twice among crates): the first record wins.
    if (seenHashNames.has(draft.hashName)) return;
    seenHashNames.add(draft.hashName);
    drafts.push(draft);
  };
  const common = (record: { id: string; name: string; name_zh: string; rarity?: string | null; image: string | null }) => ({
    catalogId: record.id,
    nameEn: record.name,
    nameZh: record.name_zh,
    rarity: record.rarity ?? null,
    quality: 'normal',
    exterior: null,
    iconUrl: record.image,
    minFloat: null,
    maxFloat: null,
  });

  for (const skin of catalog.skins_not_grouped) {
    const { tagType, subType } = classify(skin.type, skin.weapon);
    const exterior = slugify(skin.exterior);
    add({
      hashName: skin.market_hash_name,
      catalogId: skin.skin_ids[0],
      nameEn: skin.market_hash_name,
      nameZh: skin.market_name_zh,
      tagType,
      subType,
      rarity: skin.rarity,
      quality: skin.category,
      exterior,
      collectionId: collectionFor(skin.collection_id, skin.skin_ids[0]),
      iconUrl: skin.image,
      minFloat: skin.min_float,
      maxFloat: skin.max_float,
      price: {
        kind: 'skin',
        hashName: skin.market_hash_name,
        finish: skin.name,
        tagType,
        rarity: skin.rarity,
        quality: skin.category,
        exterior,
      },
    });
  }

  const stickerHashNameById = new Map<string, string>();
  for (const sticker of catalog.stickers) {
    if (sticker.market_hash_name === null) continue;
    stickerHashNameById.set(sticker.id, sticker.market_hash_name);
    add({
      ...common(sticker),
      hashName: sticker.market_hash_name,
      ...classify(sticker.type),
      collectionId: collectionFor(null, sticker.id),
      price: { kind: 'sticker', hashName: sticker.market_hash_name, rarity: sticker.rarity ?? null, event: sticker.collection },
    });
  }

  for (const crate of catalog.crates) {
    if (crate.market_hash_name === null) continue;
    add({
      ...common(crate),
      hashName: crate.market_hash_name,
      ...classify(crate.type),
      collectionId: collectionFor(crate.collection_id, crate.id),
      price: { kind: 'case', hashName: crate.market_hash_name, containerType: crate.container_type },
    });
  }

  for (const agent of catalog.agents) {
    if (agent.market_hash_name === null) continue;
    add({
      ...common(agent),
      hashName: agent.market_hash_name,
      ...classify(agent.type, null, agent.team),
      collectionId: collectionFor(agent.collection_id, agent.id),
      price: { kind: 'agent', hashName: agent.market_hash_name, rarity: agent.rarity ?? null },
    });
  }

  for (const musicKit of catalog.music_kits) {
    if (musicKit.market_hash_name === null) continue;
    add({
      ...common(musicKit),
      hashName: musicKit.market_hash_name,
      ...classify(musicKit.type),
      quality: musicKit.category,
      collectionId: collectionFor(null, musicKit.id),
      price: { kind: 'music_kit', hashName: musicKit.market_hash_name, quality: musicKit.category },
    });
  }

  for (const [records, kind] of [
    [catalog.graffiti, 'graffiti'],
    [catalog.patches, 'patch'],
  ] as const) {
    for (const record of records) {
      if (record.market_hash_name === null) continue;
      add({
        ...common(record),
        hashName: record.market_hash_name,
        ...classify(record.type),
        collectionId: collectionFor(null, record.id),
        price: { kind, hashName: record.market_hash_name, rarity: record.rarity ?? null },
      });
    }
  }

  // Sticker slabs are priced from their sticker, so the sticker prices come first.
  const stickerCentsByHashName = new Map(
    drafts.filter((draft) => draft.price.kind === 'sticker').map((draft) => [draft.hashName, referencePriceCents(draft.price)]),
  );
  for (const keychain of catalog.keychains) {
    if (keychain.market_hash_name === null) continue;
    const hashName = keychain.market_hash_name;
    const rarity = keychain.rarity ?? null;
    const stickerHashName = keychain.sticker_id ? stickerHashNameById.get(keychain.sticker_id) : undefined;
    add({
      ...common(keychain),
      hashName,
      ...classify(keychain.type),
      quality: keychain.category ?? 'normal',
      collectionId: collectionFor(keychain.collection_id, keychain.id),
      price:
        keychain.subtype === 'sticker_slab'
          ? {
              kind: 'sticker_slab',
              hashName,
              rarity,
              stickerCents: (stickerHashName && stickerCentsByHashName.get(stickerHashName)) || null,
            }
          : { kind: 'charm', hashName, rarity, souvenir: keychain.subtype === 'souvenir_highlight' },
    });
  }

  for (const collectible of catalog.collectibles) {
    if (collectible.market_hash_name === null) continue;
    add({
      ...common(collectible),
      hashName: collectible.market_hash_name,
      ...classify(collectible.type),
      collectionId: collectionFor(null, collectible.id),
      price: {
        kind: collectible.type === 'pass' ? 'pass' : 'collectible',
        hashName: collectible.market_hash_name,
        rarity: collectible.rarity ?? null,
      },
    });
  }

  for (const record of [...catalog.keys, ...catalog.tools]) {
    if (record.market_hash_name === null) continue;
    const kind = record.type === 'key' || record.type === 'name_tag' || record.type === 'gift' ? record.type : 'tool';
    add({
      ...common(record),
      hashName: record.market_hash_name,
      ...classify(record.type),
      collectionId: collectionFor(null, record.id),
      price: { kind, hashName: record.market_hash_name, rarity: record.rarity ?? null },
    });
  }

  const templates = drafts.map(
    ({ price, ...template }): TemplateRow => ({
      ...template,
      searchText: `${template.hashName} | ${template.nameEn} | ${template.nameZh}`.toLowerCase(),
      referencePriceCents: referencePriceCents(price),
    }),
  );
  return { collections, templates };
}

/** Tag values of the rows that the taxonomy in tags.ts does not know (expected: none). */
export function findUnmappedTagValues(templates: TemplateRow[]): string[] {
  const problems = new Set<string>();
  for (const template of templates) {
    const type = typeById.get(template.tagType);
    if (!type) problems.add(`tagType ${template.tagType}`);
    else if (template.subType && !type.subTypes.some((subType) => subType.id === template.subType)) {
      problems.add(`subType ${template.tagType}/${template.subType}`);
    }
    if (template.rarity && !rarityById.has(template.rarity)) problems.add(`rarity ${template.rarity}`);
    if (!qualityById.has(template.quality)) problems.add(`quality ${template.quality}`);
    if (template.exterior && !exteriorById.has(template.exterior)) problems.add(`exterior ${template.exterior}`);
  }
  return [...problems].sort();
}
