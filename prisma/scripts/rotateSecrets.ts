// npm run secrets:rotate [-- --batch-size <rows>]: re-encrypts every secret at rest (Steam passwords,
// Mafiles, session tokens, real names, ID numbers) under the current key of the ring
// (ENCRYPTION_KEY_ID of ENCRYPTION_KEYS, or the embedded DATA_DIR/secrets.json), in the configured
// database (DATABASE_URL, or the embedded PGlite in DATA_DIR: stop `npm start` first, one PGlite
// directory can be opened by one process at a time). Values of the first format (v1) are rewritten
// too. Safe to run again and while the servers run on PostgreSQL. Exits with 1 when a value does not
// decrypt: keep every older key in the ring until a run reports no failures.
import { parseArgs } from 'node:util';
import { loadConfig } from '../../api/config.ts';
import { openScriptDatabase } from './scriptDatabase.ts';
import { applyMigrations } from '../../api/db/migrate.ts';
import { SecretBox } from '../../api/security/encryption.ts';
import { ROTATION_BATCH_SIZE, rotateSecrets } from '../../api/security/rotateSecrets.ts';

const { values } = parseArgs({ options: { 'batch-size': { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
if (values.help) {
  console.log('usage: npm run secrets:rotate [-- --batch-size <rows, default 500>]');
  process.exit(0);
}
const batchSize = values['batch-size'] === undefined ? ROTATION_BATCH_SIZE : Number(values['batch-size']);
if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 10_000) {
  console.error('--batch-size is a whole number from 1 to 10000');
  process.exit(2);
}

const config = loadConfig();
const secrets = new SecretBox(config.encryptionKeys);
const database = await openScriptDatabase(config, { poolSize: 2 });
let failed = 0;
try {
  await applyMigrations(database.adapterFactory);
  console.log(`re-encrypting secrets under key "${secrets.keyId}" (ring: ${[...config.encryptionKeys.keys.keys()].join(', ')}), ${batchSize} rows per batch`);
  const results = await rotateSecrets(database.prisma, secrets, { batchSize });
  for (const result of results) {
    const parts = [`${result.total} stored`, `${result.rewritten} rewritten`, `${result.current} already current`];
    if (result.changedMeanwhile > 0) parts.push(`${result.changedMeanwhile} changed meanwhile (kept)`);
    if (result.failedIds.length > 0) parts.push(`${result.failedIds.length} FAILED to decrypt`);
    console.log(`${`${result.table}.${result.field}`.padEnd(26)} ${parts.join(', ')}`);
    if (result.failedIds.length > 0) console.log(`  rows: ${result.failedIds.slice(0, 20).join(', ')}${result.failedIds.length > 20 ? ', …' : ''}`);
    failed += result.failedIds.length;
  }
  console.log(
    failed > 0
      ? `${failed} values did not decrypt and were left as they are; keep the older keys in ENCRYPTION_KEYS`
      : 'every secret is under the current key; older keys can be removed from ENCRYPTION_KEYS',
  );
} finally {
  await database.close();
}
process.exit(failed > 0 ? 1 : 0);
