// npm run uploads:to-database: before switching a site from UPLOAD_DRIVER=disk to database, or after
// (docs/operations.md "Uploads on many machines"), copies every avatar a user refers to from
// UPLOAD_DIR into the uploaded_files table, so it is served by every process. It can run while the
// servers run, and again: what is already in the table is left alone. Prints what it copied and the
// users whose file is not in the folder; exits 0, or 2 when it could not run.
import { existsSync } from 'node:fs';
import { loadConfig } from '../../api/config.ts';
import { useDatabase } from '../../api/db/client.ts';
import { applyMigrations } from '../../api/db/migrate.ts';
import { copyAvatarsToDatabase } from '../../api/integrations/fileStore/copyToDatabase.ts';
import { DiskFileStore } from '../../api/integrations/fileStore/disk.ts';
import { openScriptDatabase } from './scriptDatabase.ts';

async function copyUploads(): Promise<number> {
  const config = loadConfig();
  if (!existsSync(config.uploadDir)) {
    console.error(`UPLOAD_DIR ${config.uploadDir} does not exist: set UPLOAD_DIR to the folder the disk driver used.`);
    return 2;
  }
  const database = await openScriptDatabase(config);
  try {
    await applyMigrations(database.adapterFactory);
    useDatabase(database);
    const report = await copyAvatarsToDatabase(new DiskFileStore(config.uploadDir));
    console.log(`copied ${report.copied} avatars from ${config.uploadDir}; ${report.present} were already in the database`);
    if (report.missing.length > 0) {
      console.log(`${report.missing.length} users refer to an avatar that is not in the folder (they upload again): ${report.missing.join(', ')}`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

copyUploads().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
