import type { AppConfig } from '../../api/config.ts';
import { type Database, openDatabase } from '../../api/db/database.ts';

/**
 * Opens the configured database for a command, saying what to do when it cannot be opened (the
 * embedded one serves one process at a time: `npm start` must be stopped first).
 */
export async function openScriptDatabase(config: AppConfig, options: { poolSize?: number } = {}): Promise<Database> {
  try {
    return await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, ...options });
  } catch (error) {
    console.error(
      config.databaseUrl
        ? 'Could not open the database of DATABASE_URL.'
        : `Could not open the embedded database in ${config.dataDir}. Is \`npm start\` running on it? Stop it first.`,
    );
    throw error;
  }
}
