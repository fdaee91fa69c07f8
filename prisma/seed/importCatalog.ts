// Imports the vendored catalogue into `collections` and `item_templates`. It runs at every start, so
// the usual case, an unchanged catalogue, must cost almost nothing: the rows are compared with the
// database through an order-independent checksum computed on both sides, and only when they differ
// are they upserted, in bulk, writing just the rows whose values changed.
import { createHash } from 'node:crypto';
import type { Prisma, PrismaClient } from '../../api/db/generated/prisma/client.ts';
import { transaction } from '../../api/db/transaction.ts';
import { type CollectionRow, type TemplateRow, buildCatalogRows, findUnmappedTagValues } from './catalogItems.ts';
import { type BulkColumn, chunked, selectJsonRows } from './bulkRows.ts';
import { readCatalog } from './catalogSource.ts';

export type CatalogImportResult = {
  collections: number;
  templates: number;
  /** Templates inserted or updated by this run; 0 when the database already held this catalogue. */
  templatesWritten: number;
  unmappedTagValues: string[];
};

type Sql = Prisma.TransactionClient;

const TEMPLATE_CHUNK_SIZE = 5_000;
/** Serialises concurrent seeds (several API processes starting against one database). */
export const SEED_LOCK_KEY = 730_730_001;

const FIELD_SEPARATOR = '\u001f';

/** Column, its SQL type, and the row field it holds, in checksum order. */
const templateColumns: [column: BulkColumn, field: keyof TemplateRow][] = [
  [['hash_name', 'text'], 'hashName'],
  [['catalog_id', 'text'], 'catalogId'],
  [['name_en', 'text'], 'nameEn'],
  [['name_zh', 'text'], 'nameZh'],
  [['search_text', 'text'], 'searchText'],
  [['tag_type', 'text'], 'tagType'],
  [['sub_type', 'text'], 'subType'],
  [['rarity', 'text'], 'rarity'],
  [['quality', 'text'], 'quality'],
  [['exterior', 'text'], 'exterior'],
  [['collection_id', 'text'], 'collectionId'],
  [['icon_url', 'text'], 'iconUrl'],
  [['min_float', 'double precision'], 'minFloat'],
  [['max_float', 'double precision'], 'maxFloat'],
  [['reference_price_cents', 'integer'], 'referencePriceCents'],
];
const collectionColumns: BulkColumn[] = [
  ['id', 'text'],
  ['name_en', 'text'],
  ['name_zh', 'text'],
  ['image_url', 'text'],
];

/**
 * Each row is reduced to "V<value>" / "N" fields joined by U+001F, hashed with MD5; the checksum is
 * the sum of the first 60 bits of every row hash. PostgreSQL prints float8 in the shortest form
 * that round-trips, as JavaScript's String() does, so both sides produce the same text (were they
 * ever to differ, the price would be one redundant upsert per start, not a wrong catalogue).
 */
function rowChecksumSql(): string {
  const fields = templateColumns.map(([[column, sqlType]]) =>
    sqlType === 'text' ? `coalesce('V' || ${column}, 'N')` : `coalesce('V' || ${column}::text, 'N')`,
  );
  return `('x' || left(md5(concat_ws(E'\\x1f', ${fields.join(', ')})), 15))::bit(60)::bigint`;
}

export function templatesChecksum(templates: TemplateRow[]): string {
  let sum = 0n;
  for (const template of templates) {
    const text = templateColumns
      .map(([, field]) => {
        const value = template[field];
        return value === null ? 'N' : `V${String(value)}`;
      })
      .join(FIELD_SEPARATOR);
    sum += BigInt(`0x${createHash('md5').update(text).digest('hex').slice(0, 15)}`);
  }
  return sum.toString();
}

async function databaseTemplatesChecksum(sql: Sql): Promise<{ count: number; checksum: string }> {
  const [row] = await sql.$queryRawUnsafe<{ count: number; checksum: string }[]>(
    `SELECT count(*)::int AS count, coalesce(sum(${rowChecksumSql()}), 0)::text AS checksum FROM item_templates`,
  );
  return row;
}

async function upsertCollections(sql: Sql, collections: CollectionRow[]): Promise<number> {
  const rows = collections.map((collection) => [collection.id, collection.nameEn, collection.nameZh, collection.imageUrl]);
  return sql.$executeRawUnsafe(
    `INSERT INTO collections (id, name_en, name_zh, image_url)
     ${selectJsonRows(collectionColumns)}
     ON CONFLICT (id) DO UPDATE SET name_en = EXCLUDED.name_en, name_zh = EXCLUDED.name_zh, image_url = EXCLUDED.image_url
     WHERE (collections.name_en, collections.name_zh, collections.image_url)
       IS DISTINCT FROM (EXCLUDED.name_en, EXCLUDED.name_zh, EXCLUDED.image_url)`,
    JSON.stringify(rows),
  );
}

/** Inserts new templates in catalogue order (so ids follow the catalogue) and updates changed ones. */
async function upsertTemplates(sql: Sql, templates: TemplateRow[]): Promise<number> {
  const columns = templateColumns.map(([[column]]) => column);
  const updatable = columns.filter((column) => column !== 'hash_name');
  const rows = templates.map((template) => templateColumns.map(([, field]) => template[field]));
  return sql.$executeRawUnsafe(
    `INSERT INTO item_templates (${columns.join(', ')})
     ${selectJsonRows(templateColumns.map(([column]) => column))}
     ON CONFLICT (hash_name) DO UPDATE SET ${updatable.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}
     WHERE (${updatable.map((column) => `item_templates.${column}`).join(', ')})
       IS DISTINCT FROM (${updatable.map((column) => `EXCLUDED.${column}`).join(', ')})`,
    JSON.stringify(rows),
  );
}

export async function lockSeed(sql: Sql): Promise<void> {
  await sql.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
}

export async function importCatalog(prisma: PrismaClient): Promise<CatalogImportResult> {
  const { collections, templates } = buildCatalogRows(readCatalog());
  const expectedChecksum = templatesChecksum(templates);

  return transaction(
    async (sql) => {
      await lockSeed(sql);
      await upsertCollections(sql, collections);
      const current = await databaseTemplatesChecksum(sql);
      let templatesWritten = 0;
      if (current.count !== templates.length || current.checksum !== expectedChecksum) {
        for (const chunk of chunked(templates, TEMPLATE_CHUNK_SIZE)) templatesWritten += await upsertTemplates(sql, chunk);
      }
      return {
        collections: collections.length,
        templates: templates.length,
        templatesWritten,
        unmappedTagValues: findUnmappedTagValues(templates),
      };
    },
    { client: prisma, maxWait: 60_000, timeout: 300_000 },
  );
}
