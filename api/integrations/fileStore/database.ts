import { createHash } from 'node:crypto';
import { db } from '../../db/client.ts';
import { transaction } from '../../db/transaction.ts';
import { checkNewFile, FILE_KEY, type FileChange, type FileStore, type NewFile, type StoredFile } from './port.ts';
import type { TransactionClient } from '../../db/transaction.ts';

/** Files in the uploaded_files table: any API process on the database serves any of them. */
export class DatabaseFileStore implements FileStore {
  readonly driver = 'database';

  async store<T>(file: NewFile, change: (tx: TransactionClient) => Promise<FileChange<T>>): Promise<T> {
    checkNewFile(file);
    return transaction(async (tx) => {
      // the change first: it locks and checks the owner's row that the file's row then refers to
      const { value, released } = await change(tx);
      await tx.uploadedFile.create({
        data: {
          key: file.key,
          kind: file.kind,
          ownerId: file.ownerId,
          contentType: file.contentType,
          byteSize: file.bytes.length,
          sha256: createHash('sha256').update(file.bytes).digest('hex'),
          bytes: new Uint8Array(file.bytes),
        },
      });
      const gone = released.filter((key) => key !== file.key);
      if (gone.length > 0) await tx.uploadedFile.deleteMany({ where: { key: { in: gone } } });
      return value;
    });
  }

  async read(key: string): Promise<StoredFile | undefined> {
    if (!FILE_KEY.test(key)) return undefined;
    const row = await db().uploadedFile.findUnique({ where: { key } });
    if (!row) return undefined;
    const bytes = Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
    return { bytes, contentType: row.contentType, byteSize: row.byteSize, sha256: row.sha256, createdAt: row.createdAt };
  }
}
