// Re-encrypts every secret at rest under the key ring's current key (`npm run secrets:rotate`).
import type { PrismaClient } from '../db/generated/prisma/client.ts';
import { type SecretBox, SecretDecryptionError } from './encryption.ts';
import { SECRET_FIELDS, type SecretField } from './secretFields.ts';

/** What the rotation did to one column. */
export type FieldRotation = {
  table: string;
  field: string;
  /** values found (non-null) */
  total: number;
  /** rewritten under the current key */
  rewritten: number;
  /** already under the current key, in the current format: left alone */
  current: number;
  /** changed by the app while the batch was being re-encrypted: the app's new value is kept (it is under the current key) */
  changedMeanwhile: number;
  /** ids of the rows whose value does not decrypt (tampered, misplaced, or under a key the ring lacks): left alone */
  failedIds: string[];
};

export const ROTATION_BATCH_SIZE = 500;

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/**
 * Walks each secret column in id order, `batchSize` rows at a time, and rewrites the values that are
 * in the old format or under another key than the current one. Each batch is one conditional UPDATE:
 * a row is only rewritten while it still holds the value that was read, so a value the app wrote in
 * the meantime wins. Running it again rewrites nothing (idempotent).
 */
export async function rotateSecrets(
  prisma: PrismaClient,
  secrets: SecretBox,
  options: { batchSize?: number; fields?: readonly SecretField[]; onBatch?: (progress: FieldRotation) => void } = {},
): Promise<FieldRotation[]> {
  const batchSize = options.batchSize ?? ROTATION_BATCH_SIZE;
  const results: FieldRotation[] = [];
  for (const field of options.fields ?? Object.values(SECRET_FIELDS)) {
    const result: FieldRotation = { table: field.table, field: field.name, total: 0, rewritten: 0, current: 0, changedMeanwhile: 0, failedIds: [] };
    const table = quoted(field.table);
    const column = quoted(field.column);
    let after = '';
    for (;;) {
      const rows = await prisma.$queryRawUnsafe<{ id: string; value: string }[]>(
        `SELECT id, ${column} AS value FROM ${table} WHERE ${column} IS NOT NULL AND id > $1 ORDER BY id LIMIT ${Number(batchSize)}`,
        after,
      );
      if (rows.length === 0) break;
      after = rows.at(-1)!.id;
      result.total += rows.length;
      const ids: string[] = [];
      const oldValues: string[] = [];
      const newValues: string[] = [];
      for (const row of rows) {
        if (!secrets.needsRotation(row.value)) {
          result.current += 1;
          continue;
        }
        try {
          newValues.push(secrets.encrypt(secrets.decrypt(row.value, field, row.id), field, row.id));
          ids.push(row.id);
          oldValues.push(row.value);
        } catch (error) {
          if (!(error instanceof SecretDecryptionError)) throw error;
          result.failedIds.push(row.id);
        }
      }
      if (ids.length > 0) {
        const updated = await prisma.$executeRawUnsafe(
          `UPDATE ${table} AS t SET ${column} = v.new_value FROM unnest($1::text[], $2::text[], $3::text[]) AS v(id, old_value, new_value)
           WHERE t.id = v.id AND t.${column} = v.old_value`,
          ids,
          oldValues,
          newValues,
        );
        result.rewritten += updated;
        result.changedMeanwhile += ids.length - updated;
      }
      options.onBatch?.(result);
      if (rows.length < batchSize) break;
    }
    results.push(result);
  }
  return results;
}
