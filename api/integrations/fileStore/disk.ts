import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { transaction } from '../../db/transaction.ts';
import { checkNewFile, FILE_KEY, type FileChange, type FileStore, type NewFile, type StoredFile } from './port.ts';
import type { TransactionClient } from '../../db/transaction.ts';

const CONTENT_TYPES: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.gif': 'image/gif' };

/** Files under UPLOAD_DIR (<dir>/avatars/…): served only by the machine that has that folder. */
export class DiskFileStore implements FileStore {
  readonly driver = 'disk';

  constructor(private readonly root: string) {}

  async store<T>(file: NewFile, change: (tx: TransactionClient) => Promise<FileChange<T>>): Promise<T> {
    checkNewFile(file);
    const target = path.join(this.root, file.key);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await writeFile(target, file.bytes, { flag: 'wx', mode: 0o644 });
    let result: FileChange<T>;
    try {
      result = await transaction(change);
    } catch (error) {
      await rm(target, { force: true });
      throw error;
    }
    for (const key of result.released) if (key !== file.key && FILE_KEY.test(key)) await rm(path.join(this.root, key), { force: true });
    return result.value;
  }

  async read(key: string): Promise<StoredFile | undefined> {
    if (!FILE_KEY.test(key)) return undefined;
    const file = path.join(this.root, key);
    try {
      const [bytes, { mtime }] = await Promise.all([readFile(file), stat(file)]);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      return { bytes, contentType: CONTENT_TYPES[path.extname(key)], byteSize: bytes.length, sha256, createdAt: mtime };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }
}
