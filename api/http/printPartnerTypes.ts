// npm run partner:types: writes examples/partner/openapi.d.ts from the partner document of an app
// built in-process on an empty in-memory database (nothing listens, nothing is migrated or written).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { useDatabase } from '../db/client.ts';
import { openDatabase } from '../db/database.ts';
import { JobQueue } from '../db/jobs.ts';
import { createPorts } from '../integrations/ports.ts';
import { PARTNER_TYPES_FILE, partnerTypes } from './partnerTypes.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'partner-types-'));
const database = await openDatabase({});
useDatabase(database);
try {
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    SSR_DIST_DIR: path.join(dataDir, 'no-ssr'),
  });
  const ports = createPorts(config);
  const app = await buildApp({ config, ports, jobs: new JobQueue(database, { clock: ports.clock, mode: 'manual' }) });
  await app.ready();
  writeFileSync(PARTNER_TYPES_FILE, await partnerTypes(app));
  await app.close();
  console.log(`wrote ${path.relative(process.cwd(), PARTNER_TYPES_FILE)}`);
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
