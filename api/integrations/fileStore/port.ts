import type { TransactionClient } from '../../db/transaction.ts';

/**
 * Where uploaded files (avatars) are kept (docs/operations.md "Uploads on many machines"):
 * `database`, a table every API process reads, or `disk`, UPLOAD_DIR of one machine. Another
 * store (an S3-compatible bucket) would be a third driver of this port.
 */
export type FileStoreDriver = 'database' | 'disk';

/** What a stored file is for. */
export type FileKind = 'avatar';

/** The largest file any driver keeps: the largest upload limit (an open-platform attachment, 5 MB). */
export const STORED_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** A file's key is its path below /uploads/: one folder, a random name of 32 hex digits and an image extension. */
export const FILE_KEY = /^[a-z]+\/[0-9a-f]{32}\.(?:png|jpg|webp|gif)$/;

export type NewFile = { key: string; kind: FileKind; ownerId: string; contentType: string; bytes: Buffer };
export type StoredFile = { bytes: Buffer; contentType: string; byteSize: number; sha256: string; createdAt: Date };

/** What a change made of the new file: its answer, and the keys of the files it no longer references (deleted with it). */
export type FileChange<T> = { value: T; released: string[] };

export interface FileStore {
  readonly driver: FileStoreDriver;
  /**
   * Stores `file` together with `change`, the transaction that references it: the file is kept only
   * when `change` commits, and the files `change` released are deleted then (the database driver in
   * that transaction; the disk driver writes the file before it and deletes after it). `change` may
   * run more than once (transaction retries).
   */
  store<T>(file: NewFile, change: (tx: TransactionClient) => Promise<FileChange<T>>): Promise<T>;
  /** The file of `key`, or undefined when there is none (or the key is not one of ours). */
  read(key: string): Promise<StoredFile | undefined>;
}

export function checkNewFile(file: NewFile): void {
  if (!FILE_KEY.test(file.key)) throw new Error(`not a file key: ${file.key}`);
  if (file.bytes.length > STORED_FILE_MAX_BYTES) throw new Error(`a stored file holds at most ${STORED_FILE_MAX_BYTES} bytes`);
}
