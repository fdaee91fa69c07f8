import { builder } from '../../graphql/builder.ts';
import type { CatalogTags as CatalogTagsShape, TagView } from './catalog.service.ts';
import type { Label as LabelShape, TypeTag as TypeTagShape } from './tags.ts';

export const Label = builder.objectRef<LabelShape>('Label').implement({
  description: 'A text in Chinese and English.',
  fields: (t) => ({
    zh: t.exposeString('zh', { description: 'The Chinese text.' }),
    en: t.exposeString('en', { description: 'The English text.' }),
  }),
});

export const Tag = builder.objectRef<TagView>('Tag').implement({
  description: 'An entry of a tag catalogue: its id (the filter value), labels and colour.',
  fields: (t) => ({
    id: t.exposeString('id', { description: "The tag's id: the value of the matching MarketFilter field." }),
    label: t.field({ description: "The tag's name in Chinese and English.", type: Label, resolve: (tag) => tag.label }),
    color: t.string({ description: "A rarity's colour (#RRGGBB); null for other tags.", nullable: true, resolve: (tag) => tag.color ?? null }),
    group: t.string({ nullable: true, description: 'rarities: weapon, item or agent.', resolve: (tag) => tag.group ?? null }),
  }),
});

export const TypeTag = builder.objectRef<TypeTagShape>('TypeTag').implement({
  description: 'An item type of the catalogue (rifle, knife, sticker, …) with its sub-types. Public.',
  fields: (t) => ({
    id: t.exposeString('id', { description: "The type's id: the value of MarketFilter.tagType." }),
    label: t.field({ description: "The type's name in Chinese and English.", type: Label, resolve: (type) => type.label }),
    subTypes: t.field({
      description: 'Its sub-types (the weapons, or case, music kit, …): values of MarketFilter.subType.',
      type: [Tag],
      resolve: (type) => type.subTypes,
    }),
  }),
});

const CatalogTags = builder.objectRef<CatalogTagsShape>('CatalogTags').implement({
  description: 'The tag catalogues the market filters choose from. Public.',
  fields: (t) => ({
    types: t.field({ description: 'Item types, each with its sub-types (MarketFilter.tagType, subType).', type: [TypeTag], resolve: (tags) => tags.types }),
    rarities: t.field({ description: 'Rarities with their colours (MarketFilter.rarity).', type: [Tag], resolve: (tags) => tags.rarities }),
    qualities: t.field({ description: 'Qualities: normal, StatTrak™, souvenir, ★ (MarketFilter.quality).', type: [Tag], resolve: (tags) => tags.qualities }),
    exteriors: t.field({
      description: 'Exteriors (wear ranges) from Factory New to Battle-Scarred (MarketFilter.exterior).',
      type: [Tag],
      resolve: (tags) => tags.exteriors,
    }),
    collections: t.field({ description: 'Collections (item sets) of the catalogue (MarketFilter.itemSet).', type: [Tag], resolve: (tags) => tags.collections }),
  }),
});

builder.queryField('catalogTags', (t) =>
  t.field({
    description: 'The tag catalogues of the market filters. Public.',
    type: CatalogTags,
    resolve: (_, __, context) => context.services.catalog.tags(),
  }),
);
