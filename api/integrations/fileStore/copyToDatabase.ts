import { createHash } from 'node:crypto';
import { db } from '../../db/client.ts';
import { AVATAR_URL_PREFIX } from '../../modules/user/user.service.ts';
import type { DiskFileStore } from './disk.ts';
import { FILE_KEY } from './port.ts';

export type CopyReport = {
  /** avatars whose bytes are now rows of uploaded_files */
  copied: number;
  /** avatars that already were rows (an earlier copy, or uploaded since the switch) */
  present: number;
  /** users whose avatar file is not in the folder: they keep the address, which answers 404 until they upload again */
  missing: string[];
};

/**
 * Moving from UPLOAD_DRIVER=disk to database: copies every avatar a user refers to from the folder
 * into uploaded_files, owned by that user, with its bytes, content type and SHA-256 as the database
 * driver would store them. It may run while the servers run and any number of times: a file already
 * there is left alone, and files no user refers to (replaced avatars) are not copied.
 */
export async function copyAvatarsToDatabase(folder: DiskFileStore, options: { batchSize?: number } = {}): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, present: 0, missing: [] };
  const batchSize = options.batchSize ?? 200;
  let after = '';
  for (;;) {
    const users = await db().user.findMany({
      where: { id: { gt: after }, avatarUrl: { startsWith: AVATAR_URL_PREFIX } },
      orderBy: { id: 'asc' },
      take: batchSize,
      select: { id: true, avatarUrl: true },
    });
    if (users.length === 0) return report;
    after = users[users.length - 1].id;
    const keys = users.map((user) => `avatars/${user.avatarUrl!.slice(AVATAR_URL_PREFIX.length)}`);
    const stored = new Set((await db().uploadedFile.findMany({ where: { key: { in: keys } }, select: { key: true } })).map((file) => file.key));
    for (const [index, user] of users.entries()) {
      const key = keys[index];
      if (stored.has(key)) {
        report.present += 1;
        continue;
      }
      const file = FILE_KEY.test(key) ? await folder.read(key) : undefined;
      if (!file) {
        report.missing.push(user.id);
        continue;
      }
      const created = await db().uploadedFile.createMany({
        data: [
          {
            key,
            kind: 'avatar',
            ownerId: user.id,
            contentType: file.contentType,
            byteSize: file.byteSize,
            sha256: createHash('sha256').update(file.bytes).digest('hex'),
            bytes: new Uint8Array(file.bytes),
            createdAt: file.createdAt,
          },
        ],
        // a server of the database driver may have stored it meanwhile
        skipDuplicates: true,
      });
      if (created.count === 1) report.copied += 1;
      else report.present += 1;
    }
  }
}
