// npm run sim:mafile -- <account> [password] [--out <file or folder>] [--items <count>]
// Creates an account of the simulated Steam in the configured database (DATABASE_URL, or the
// embedded PGlite in DATA_DIR) with an inventory of catalogue items, and writes its Steam Desktop
// Authenticator Mafile to ./<account>.maFile (or --out). Bind it in the app with that file and the
// printed password. With the embedded database, stop `npm start` first: one PGlite directory can be
// opened by one process at a time.
import { existsSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../api/config.ts';
import { openScriptDatabase } from './scriptDatabase.ts';
import { applyMigrations } from '../../api/db/migrate.ts';
import { SimulatedSteam, SimulatedSteamError } from '../../api/integrations/tradePlatform/simulated/simulatedSteam.ts';
import { importCatalog } from '../seed/importCatalog.ts';

const usage = 'usage: npm run sim:mafile -- <account> [password] [--out <file or folder>] [--items <count>]';
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string' }, items: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
const [accountName, givenPassword] = positionals;
if (values.help || !accountName || positionals.length > 2) {
  console.error(usage);
  process.exit(2);
}
const inventorySize = values.items === undefined ? 30 : Number(values.items);
if (!Number.isInteger(inventorySize) || inventorySize < 0 || inventorySize > 5000) {
  console.error('--items is a whole number from 0 to 5000');
  process.exit(2);
}
const password = givenPassword ?? `sim-${randomBytes(9).toString('base64url')}`;

// npm runs scripts in the package folder; INIT_CWD is where the command was typed
const workingDirectory = process.env.INIT_CWD ?? process.cwd();
let outFile = path.resolve(workingDirectory, values.out ?? `${accountName}.maFile`);
if (existsSync(outFile) && statSync(outFile).isDirectory()) outFile = path.join(outFile, `${accountName}.maFile`);
if (existsSync(outFile)) {
  console.error(`${outFile} already exists; choose another --out`);
  process.exit(1);
}

const config = loadConfig();
const database = await openScriptDatabase(config);
let exitCode = 0;
try {
  await applyMigrations(database.adapterFactory);
  if ((await database.prisma.itemTemplate.count()) === 0) await importCatalog(database.prisma);
  const steam = new SimulatedSteam({ prisma: database.prisma });
  const account = await steam.createAccount({ accountName, password, inventorySize });
  writeFileSync(outFile, account.mafileJson, { flag: 'wx', mode: 0o600 });
  console.log(`simulated Steam account ${accountName} (SteamID ${account.steamId}) with ${inventorySize} items`);
  console.log(`Mafile: ${outFile}`);
  console.log(`password: ${password}`);
} catch (error) {
  if (!(error instanceof SimulatedSteamError)) throw error;
  console.error(error.code === 'ACCOUNT_EXISTS' ? `A simulated account named ${accountName} already exists; choose another name.` : error.message);
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);
