// Secrets at rest under a key ring (docs/operations.md): rotation to a new key, values of an older key
// and of the first format (v1) staying readable, and the associated data that binds each value to its
// row and field. On PGlite, or on PostgreSQL with TEST_DATABASE_URL.
import { execFile } from 'node:child_process';
import { createCipheriv, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import { ListingService } from '../../api/modules/listing/listing.service.ts';
import { inventoryItemSql } from '../../api/modules/inventory/inventory.service.ts';
import { ThrottleFactory } from '../../api/security/throttle.ts';
import { type Database, openDatabase } from '../../api/db/database.ts';
import { applyMigrations } from '../../api/db/migrate.ts';
import { SteamAccountService } from '../../api/modules/steam/steam.service.ts';
import { toProfile } from '../../api/modules/user/user.view.ts';

const NO_BALANCES = { withdrawable: 0, frozen: 0 };
import { keyFingerprint, SecretBox, SecretDecryptionError } from '../../api/security/encryption.ts';
import { rotateSecrets } from '../../api/security/rotateSecrets.ts';
import { SECRET_FIELDS } from '../../api/security/secretFields.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { EventLog } from '../../api/modules/events/events.service.ts';
import { refreshMarketStats } from '../../api/modules/market/market.service.ts';

/** The acting viewer of a user, as the services take it. */
const viewerOf = async (userId: string) => ({
  user: await db().user.findUniqueOrThrow({ where: { id: userId } }),
  sessionId: 'test',
  verifiedAt: null,
  verifiedUntil: null,
});

let database: Database;
let api: TestApp;
let accounts = 0;

/** The test app writes under ENCRYPTION_KEY = 32 bytes of 7, a one-key ring whose id is the key's fingerprint. */
const keyA = Buffer.alloc(32, 7);
const idA = keyFingerprint(keyA);
const keyB = randomBytes(32);
const systemNow = () => new Date();
const ring = (currentKeyId: string, keys: [string, Buffer][]) => new SecretBox({ currentKeyId, keys: new Map(keys) });

const testDatabase = useTestDatabase();
beforeAll(async () => {
  database = testDatabase();
  api = await createTestApp(database);
});

afterAll(async () => {
  await api?.app.close();
});

/** A signed-in user with one bound simulated Steam account and a verified identity, all stored by the app. */
async function userWithSecrets() {
  accounts += 1;
  const user = await api.signIn();
  const accountName = `rotation_${accounts}_${Date.now() % 100_000}`;
  const password = `pw-${accounts}-secret!`;
  const created = await api.steam.createAccount({ accountName, password, inventorySize: 0, seed: `rotation-${accounts}` });
  const bound = await api.call('POST', '/web/steam/accounts', { token: user.token, body: { mafile: created.mafileJson, password } });
  expect(bound.body.code).toBe(0);
  const verified = await api.call('POST', '/web/user/verification', { token: user.token, body: { name: '张三丰', idNumber: '11010519491231002x' } });
  expect(verified.body.code).toBe(0);
  return { ...user, password, accountId: bound.body.data.account.id as string };
}

const accountRow = (id: string) => db().steamAccount.findUniqueOrThrow({ where: { id } });
const userRow = (id: string) => db().user.findUniqueOrThrow({ where: { id } });

function v1Value(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', keyFingerprint(key), iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join(':');
}

describe('key rotation: npm run secrets:rotate', () => {
  it('keeps values under the old key readable, rewrites them under the new one, and needs the old key no more', async () => {
    const alice = await userWithSecrets();
    const bob = await userWithSecrets();
    const before = await accountRow(alice.accountId);
    expect(before.passwordCipher).toMatch(new RegExp(`^v2:${idA}:`));

    // key B becomes the current key; A stays in the ring: the stored values still read
    const both = ring('2026b', [
      [idA, keyA],
      ['2026b', keyB],
    ]);
    expect(both.decrypt(before.passwordCipher, SECRET_FIELDS.steamPassword, alice.accountId)).toBe(alice.password);
    expect(toProfile(await userRow(alice.userId), both, NO_BALANCES).name).toBe('张**');

    const results = await rotateSecrets(db(), both, { batchSize: 1 });
    const byField = Object.fromEntries(results.map((result) => [`${result.table}.${result.field}`, result]));
    for (const name of ['steam_accounts.password', 'steam_accounts.mafile', 'steam_accounts.token', 'users.real_name', 'users.id_number']) {
      expect(byField[name]).toMatchObject({ rewritten: byField[name]!.total, current: 0, changedMeanwhile: 0, failedIds: [] });
      expect(byField[name]!.total).toBeGreaterThanOrEqual(2);
    }

    const after = await accountRow(alice.accountId);
    for (const value of [after.passwordCipher, after.mafileCipher, after.tokenCipher!, (await userRow(alice.userId)).idNumber!])
      expect(value).toMatch(/^v2:2026b:/);
    expect(after.updatedAt).toEqual(before.updatedAt);

    // A removed from the ring: everything reads under B alone, through the services as the app uses them
    const onlyB = ring('2026b', [['2026b', keyB]]);
    expect(onlyB.decrypt(after.passwordCipher, SECRET_FIELDS.steamPassword, alice.accountId)).toBe(alice.password);
    expect(onlyB.decrypt((await userRow(bob.userId)).idNumber!, SECRET_FIELDS.idNumber, bob.userId)).toBe('11010519491231002X');
    expect(toProfile(await userRow(alice.userId), onlyB, NO_BALANCES).name).toBe('张**');
    const steamAccounts = new SteamAccountService(
      api.steam,
      onlyB,
      systemNow,
      new ListingService(systemNow, new EventLog(systemNow), refreshMarketStats, inventoryItemSql),
      ThrottleFactory.inMemory(),
    );
    expect((await steamAccounts.guardCode(await viewerOf(alice.userId), alice.accountId)).code).toMatch(/^[23456789BCDFGHJKMNPQRTVWXY]{5}$/);
    expect(() => new SecretBox(keyA).decrypt(after.passwordCipher, SECRET_FIELDS.steamPassword, alice.accountId)).toThrow(SecretDecryptionError);

    // a second run finds nothing to do
    const again = await rotateSecrets(db(), onlyB);
    for (const result of again) expect(result).toMatchObject({ rewritten: 0, current: result.total, failedIds: [] });

    // and rotating back under A (still a valid ring) rewrites them again
    const backToA = ring(idA, [
      [idA, keyA],
      ['2026b', keyB],
    ]);
    expect((await rotateSecrets(db(), backToA)).every((result) => result.rewritten === result.total)).toBe(true);
    expect((await accountRow(alice.accountId)).passwordCipher).toMatch(new RegExp(`^v2:${idA}:`));
    expect(toProfile(await userRow(alice.userId), new SecretBox(keyA), NO_BALANCES).name).toBe('张**');
  });

  it('reads values of the first format (v1, no associated data), and rewrites them in the current format', async () => {
    const carol = await userWithSecrets();
    await db().user.update({ where: { id: carol.userId }, data: { realName: v1Value(keyA, '李四'), idNumber: v1Value(keyA, '440304199001011233') } });
    await db().steamAccount.update({ where: { id: carol.accountId }, data: { passwordCipher: v1Value(keyA, carol.password) } });

    const profile = await api.call('GET', '/web/user', { token: carol.token });
    expect(profile.body.data).toMatchObject({ name: '李*', verifiedStatus: 1 });

    const box = new SecretBox(keyA);
    const results = await rotateSecrets(db(), box);
    expect(results.find((result) => result.field === 'real_name')!.rewritten).toBe(1);
    expect(results.find((result) => result.field === 'password')!.rewritten).toBe(1);
    const row = await userRow(carol.userId);
    expect(row.realName).toMatch(new RegExp(`^v2:${idA}:`));
    expect(box.decrypt(row.realName!, SECRET_FIELDS.realName, carol.userId)).toBe('李四');
    expect(box.decrypt((await accountRow(carol.accountId)).passwordCipher, SECRET_FIELDS.steamPassword, carol.accountId)).toBe(carol.password);
    expect((await api.call('GET', '/web/user', { token: carol.token })).body.data.name).toBe('李*');
  });

  it('keeps a value the app wrote while its batch was being re-encrypted', async () => {
    const frank = await userWithSecrets();
    await db().user.update({ where: { id: frank.userId }, data: { realName: v1Value(keyA, '孙七') } });
    const both = ring('2026b', [
      [idA, keyA],
      ['2026b', keyB],
    ]);
    const appWrite = both.encrypt('周八', SECRET_FIELDS.realName, frank.userId);
    // the app replaces the value between the rotation's read and its write
    const racing = new Proxy(db(), {
      get(target, property, receiver) {
        if (property !== '$executeRawUnsafe') return Reflect.get(target, property, receiver);
        return async (sql: string, ...values: unknown[]) => {
          if (sql.includes('"real_name"')) await target.user.update({ where: { id: frank.userId }, data: { realName: appWrite } });
          return target.$executeRawUnsafe(sql, ...values);
        };
      },
    });
    const results = await rotateSecrets(racing, both, { fields: [SECRET_FIELDS.realName] });
    expect(results[0]).toMatchObject({ changedMeanwhile: 1, failedIds: [] });
    expect((await userRow(frank.userId)).realName).toBe(appWrite);
    await rotateSecrets(
      db(),
      ring(idA, [
        [idA, keyA],
        ['2026b', keyB],
      ]),
    ); // the other tests read under the app's key
    expect(toProfile(await userRow(frank.userId), new SecretBox(keyA), NO_BALANCES).name).toBe('周*');
  });

  it('leaves a value that does not decrypt as it is and reports its row, rewriting the others', async () => {
    const dave = await userWithSecrets();
    const foreign = new SecretBox(randomBytes(32)).encrypt('x', SECRET_FIELDS.realName, dave.userId);
    await db().user.update({ where: { id: dave.userId }, data: { realName: foreign } });
    const results = await rotateSecrets(
      db(),
      ring('2026b', [
        [idA, keyA],
        ['2026b', keyB],
      ]),
    );
    expect(results.find((result) => result.field === 'real_name')!.failedIds).toEqual([dave.userId]);
    expect((await userRow(dave.userId)).realName).toBe(foreign);
    expect((await userRow(dave.userId)).idNumber).toMatch(/^v2:2026b:/);
    await db().user.update({ where: { id: dave.userId }, data: { realName: null, verifiedStatus: 0 } });
    await rotateSecrets(db(), new SecretBox(keyA)); // the other tests read under the app's key
  });
});

describe('associated data: a value belongs to one row and one field', () => {
  it("refuses a real name copied into another user's row: a masked internal error, never the other user's name", async () => {
    const alice = await userWithSecrets();
    const mallory = await api.signIn();
    const stolen = (await userRow(alice.userId)).realName!;
    await db().user.update({ where: { id: mallory.userId }, data: { realName: stolen, verifiedStatus: 1 } });

    const reply = await api.call('GET', '/web/user', { token: mallory.token });
    expect(reply.status).toBe(500);
    expect(reply.body).toMatchObject({ code: 500, data: null });
    expect(JSON.stringify(reply.body)).not.toContain('张');
    const graphql = await api.graphql('{ viewer { realName } }', {}, { cookie: `Authorization=${mallory.token}` });
    expect(graphql.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(JSON.stringify(graphql)).not.toContain('张');
    const malloryRow = await userRow(mallory.userId);
    expect(() => toProfile(malloryRow, new SecretBox(keyA), NO_BALANCES)).toThrow(
      `secret users:${mallory.userId}:real_name does not decrypt: authentication failed`,
    );
    // the owner still reads it
    expect((await api.call('GET', '/web/user', { token: alice.token })).body.data.name).toBe('张**');
  });

  it("refuses Steam secrets copied into another user's account or into another field", async () => {
    const alice = await userWithSecrets();
    const mallory = await userWithSecrets();
    const source = await accountRow(alice.accountId);
    await db().steamAccount.update({ where: { id: mallory.accountId }, data: { mafileCipher: source.mafileCipher } });
    const guard = await api.call('GET', `/web/steam/accounts/${mallory.accountId}/guardCode`, { token: mallory.token });
    expect(guard.status).toBe(500);
    expect(guard.body.data).toBeNull();
    expect((await api.call('GET', `/web/steam/accounts/${alice.accountId}/guardCode`, { token: alice.token })).body.code).toBe(0);

    // the password's value moved into the Mafile's field of its own row
    await db().steamAccount.update({ where: { id: alice.accountId }, data: { mafileCipher: source.passwordCipher } });
    const steamAccounts = new SteamAccountService(
      api.steam,
      new SecretBox(keyA),
      systemNow,
      new ListingService(systemNow, new EventLog(systemNow), refreshMarketStats, inventoryItemSql),
      ThrottleFactory.inMemory(),
    );
    await expect(steamAccounts.guardCode(await viewerOf(alice.userId), alice.accountId)).rejects.toThrow(
      `secret steam_accounts:${alice.accountId}:mafile does not decrypt: authentication failed`,
    );
  });

  it('binds new accounts under an id chosen before the insert, so their values name the row', async () => {
    const erin = await userWithSecrets();
    const row = await accountRow(erin.accountId);
    const box = new SecretBox(keyA);
    expect(JSON.parse(box.decrypt(row.mafileCipher, SECRET_FIELDS.steamMafile, row.id))).toMatchObject({ steamId: row.steamId });
    expect(box.decrypt(row.tokenCipher!, SECRET_FIELDS.steamToken, row.id)).toBeTruthy();
  });
});

describe('the secrets:rotate command', () => {
  it('re-encrypts the secrets of an embedded DATA_DIR under ENCRYPTION_KEY_ID in batches and prints the counts', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rotate-command-'));
    try {
      const [oldKey, newKey] = [randomBytes(32), randomBytes(32)];
      const [first, second] = [randomUUID(), randomUUID()];
      const embedded = await openDatabase({ dataDir });
      try {
        await applyMigrations(embedded.adapterFactory);
        const old = ring('old', [['old', oldKey]]);
        await embedded.prisma.user.createMany({
          data: [
            { id: first, nickname: 'v1', realName: v1Value(oldKey, '王五'), verifiedStatus: 1 },
            {
              id: second,
              nickname: 'v2',
              realName: old.encrypt('赵六', SECRET_FIELDS.realName, second),
              idNumber: old.encrypt('110105194912310029', SECRET_FIELDS.idNumber, second),
              verifiedStatus: 1,
            },
          ],
        });
      } finally {
        await embedded.close();
      }

      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'prisma/scripts/rotateSecrets.ts', '--batch-size', '1'], {
        env: {
          ...process.env,
          NODE_ENV: 'development',
          DATABASE_URL: '',
          DATA_DIR: dataDir,
          COOKIE_SECRET: 'x'.repeat(32),
          ENCRYPTION_KEY: '',
          ENCRYPTION_KEYS: `old:${oldKey.toString('base64')},new:${newKey.toString('base64')}`,
          ENCRYPTION_KEY_ID: 'new',
        },
      });
      expect(stdout).toContain('re-encrypting secrets under key "new" (ring: old, new), 1 rows per batch');
      expect(stdout).toMatch(/users\.real_name +2 stored, 2 rewritten, 0 already current/);
      expect(stdout).toMatch(/users\.id_number +1 stored, 1 rewritten, 0 already current/);
      expect(stdout).toMatch(/steam_accounts\.password +0 stored, 0 rewritten, 0 already current/);
      expect(stdout).toContain('every secret is under the current key');
      expect(stdout).not.toMatch(/王五|赵六/);

      const reopened = await openDatabase({ dataDir });
      try {
        const onlyNew = ring('new', [['new', newKey]]);
        const rows = await reopened.prisma.user.findMany({ where: { id: { in: [first, second] } } });
        const byId = new Map(rows.map((row) => [row.id, row]));
        expect(onlyNew.decrypt(byId.get(first)!.realName!, SECRET_FIELDS.realName, first)).toBe('王五');
        expect(onlyNew.decrypt(byId.get(second)!.realName!, SECRET_FIELDS.realName, second)).toBe('赵六');
        expect(onlyNew.decrypt(byId.get(second)!.idNumber!, SECRET_FIELDS.idNumber, second)).toBe('110105194912310029');
      } finally {
        await reopened.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
