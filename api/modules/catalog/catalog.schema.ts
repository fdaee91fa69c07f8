import { builder } from '../../graphql/builder.ts';
import type { CatalogTags as CatalogTagsShape, TagView } from './catalog.service.ts';
import type { Label as LabelShape, TypeTag as TypeTagShape } from './tags.ts';

export const Label = builder.objectRef<LabelShape>('Label').implement({
  description: 'A text in Chinese and English.',
  fields: (t) => ({
    zh: t.exposeString('zh'),
    en: t.exposeString('en'),
  }),
});

export const Tag = builder.objectRef<TagView>('Tag').implement({
  description: 'An entry of a tag catalogue: its id (the filter value), labels and colour.',
  fields: (t) => ({
    id: t.exposeString('id'),
    label: t.field({ type: Label, resolve: (tag) => tag.label }),
    color: t.string({ nullable: true, resolve: (tag) => tag.color ?? null }),
    group: t.string({ nullable: true, description: 'rarities: weapon, item or agent.', resolve: (tag) => tag.group ?? null }),
  }),
});

export const TypeTag = builder.objectRef<TypeTagShape>('TypeTag').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    label: t.field({ type: Label, resolve: (type) => type.label }),
    subTypes: t.field({ type: [Tag], resolve: (type) => type.subTypes }),
  }),
});

const CatalogTags = builder.objectRef<CatalogTagsShape>('CatalogTags').implement({
  fields: (t) => ({
    types: t.field({ type: [TypeTag], resolve: (tags) => tags.types }),
    rarities: t.field({ type: [Tag], resolve: (tags) => tags.rarities }),
    qualities: t.field({ type: [Tag], resolve: (tags) => tags.qualities }),
    exteriors: t.field({ type: [Tag], resolve: (tags) => tags.exteriors }),
    collections: t.field({ type: [Tag], resolve: (tags) => tags.collections }),
  }),
});

builder.queryField('catalogTags', (t) => t.field({ type: CatalogTags, resolve: (_, __, context) => context.services.catalog.tags() }));
