// Uploads on many machines (docs/operations.md): with UPLOAD_DRIVER=database an avatar uploaded
// through one app is served by another app on the same database with the same bytes and headers, a
// replaced avatar is deleted with the change that replaced it and a deleted user's files go with
// the user's row; with UPLOAD_DRIVER=disk each app serves only its own folder. Either driver keeps
// no file whose change failed and none over 5 MB. Also the default of UPLOAD_DRIVER: database with
// DATABASE_URL, disk on the embedded database.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/config.ts';
import { db } from '../../api/db/client.ts';
import { copyAvatarsToDatabase } from '../../api/integrations/fileStore/copyToDatabase.ts';
import { DiskFileStore } from '../../api/integrations/fileStore/disk.ts';
import { STORED_FILE_MAX_BYTES } from '../../api/integrations/fileStore/port.ts';
import { createFileStore } from '../../api/integrations/ports.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { TEST_ENCRYPTION_KEY, useTestDatabase } from '../helpers/testDatabase.ts';

const testDatabase = useTestDatabase();
const folders: string[] = [];
const apps: TestApp[] = [];

async function appWith(driver: 'database' | 'disk'): Promise<TestApp> {
  const uploadDir = await mkdtemp(path.join(tmpdir(), 'uploads-many-'));
  folders.push(uploadDir);
  const api = await createTestApp(testDatabase(), { uploadDir, env: { UPLOAD_DRIVER: driver } });
  apps.push(api);
  return api;
}

afterAll(async () => {
  for (const api of apps) await api.app.close();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

const image = (red: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: red, g: 90, b: 160 } } })
    .png()
    .toBuffer();

async function uploadAvatar(api: TestApp, token: string, bytes: Buffer): Promise<string> {
  const boundary = `----many${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await api.app.inject({
    method: 'POST',
    url: '/web/user/avatar',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-requested-with': 'XMLHttpRequest', cookie: `Authorization=${token}` },
    payload,
  });
  expect(response.json().code).toBe(0);
  return response.json().data.avatar;
}

const SERVED_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'x-content-type-options'];
const headersOf = (response: { headers: Record<string, unknown> }) => Object.fromEntries(SERVED_HEADERS.map((name) => [name, response.headers[name]]));

describe('UPLOAD_DRIVER=database: two apps on one database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await appWith('database');
    b = await appWith('database');
  });

  it('serves an avatar uploaded through one app from the other with identical bytes and headers', async () => {
    const { token } = await a.signIn();
    const url = await uploadAvatar(a, token, await image(200));
    const fromA = await a.app.inject({ method: 'GET', url });
    const fromB = await b.app.inject({ method: 'GET', url });
    expect(fromA.statusCode).toBe(200);
    expect(fromB.statusCode).toBe(200);
    expect(fromB.rawPayload).toEqual(fromA.rawPayload);
    expect(headersOf(fromB)).toEqual(headersOf(fromA));
    expect(headersOf(fromB)).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect((await sharp(fromB.rawPayload).metadata()).format).toBe('webp');
    // the ETag is the content's SHA-256, so a browser's copy from one machine is still good at the other
    const again = await b.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(fromA.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await b.app.inject({ method: 'HEAD', url })).headers['content-length']).toBe(fromA.headers['content-length']);
  });

  it('deletes the replaced avatar in the transaction that replaces it, whichever app took either upload', async () => {
    const { token, userId } = await a.signIn();
    const first = await uploadAvatar(a, token, await image(10));
    const second = await uploadAvatar(b, token, await image(20));
    expect((await a.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await a.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    const rows = await db().uploadedFile.findMany({ where: { ownerId: userId }, select: { key: true, kind: true, byteSize: true, sha256: true } });
    expect(rows).toEqual([
      { key: `avatars/${path.basename(second)}`, kind: 'avatar', byteSize: expect.any(Number), sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ]);
  });

  it('keeps no file of a deleted user', async () => {
    const { token, userId } = await b.signIn();
    const url = await uploadAvatar(b, token, await image(30));
    await db().user.delete({ where: { id: userId } });
    expect(await db().uploadedFile.count({ where: { ownerId: userId } })).toBe(0);
    expect((await a.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('UPLOAD_DRIVER=disk: the folder of one machine', () => {
  it('serves its uploads from its own UPLOAD_DIR, and another machine (another folder) has none of them', async () => {
    const one = await appWith('disk');
    const other = await appWith('disk');
    const { token, userId } = await one.signIn();
    const url = await uploadAvatar(one, token, await image(40));
    expect(existsSync(path.join(folders.at(-2)!, url.replace('/uploads/', '')))).toBe(true);
    expect(await db().uploadedFile.count({ where: { ownerId: userId } })).toBe(0);
    const served = await one.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(headersOf(served)).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect((await other.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('moving from UPLOAD_DRIVER=disk to database (npm run uploads:to-database)', () => {
  it('copies every avatar a user refers to into the database, once, so another machine serves it with the same bytes; a user whose file is gone is named', async () => {
    const diskApp = await appWith('disk');
    const folder = folders.at(-1)!;
    const kept = await diskApp.signIn();
    const replaced = await diskApp.signIn();
    const lost = await diskApp.signIn();
    const keptUrl = await uploadAvatar(diskApp, kept.token, await image(10));
    await uploadAvatar(diskApp, replaced.token, await image(20));
    const replacedUrl = await uploadAvatar(diskApp, replaced.token, await image(30));
    const lostUrl = await uploadAvatar(diskApp, lost.token, await image(50));
    await rm(path.join(folder, lostUrl.replace('/uploads/', '')));

    const otherMachine = await appWith('database');
    expect((await otherMachine.app.inject({ method: 'GET', url: keptUrl })).statusCode).toBe(404);

    const report = await copyAvatarsToDatabase(new DiskFileStore(folder), { batchSize: 2 });
    expect(report.missing).toContain(lost.userId);
    const ours = [kept.userId, replaced.userId, lost.userId];
    expect(await db().uploadedFile.findMany({ where: { ownerId: { in: ours } }, select: { ownerId: true }, orderBy: { ownerId: 'asc' } })).toEqual(
      [kept.userId, replaced.userId].sort().map((ownerId) => ({ ownerId })),
    );
    for (const url of [keptUrl, replacedUrl]) {
      const fromDisk = await diskApp.app.inject({ method: 'GET', url });
      const fromDatabase = await otherMachine.app.inject({ method: 'GET', url });
      expect(fromDatabase.statusCode).toBe(200);
      expect(fromDatabase.rawPayload).toEqual(fromDisk.rawPayload);
      expect(fromDatabase.headers['content-type']).toBe('image/webp');
      expect(fromDatabase.headers.etag).toBe(fromDisk.headers.etag);
    }
    expect((await otherMachine.app.inject({ method: 'GET', url: lostUrl })).statusCode).toBe(404);

    const again = await copyAvatarsToDatabase(new DiskFileStore(folder));
    expect(again.copied).toBe(0);
    expect(await db().uploadedFile.count({ where: { ownerId: { in: ours } } })).toBe(2);
  });
});

describe.each(['database', 'disk'] as const)('the %s driver of the file store', (driver) => {
  it('keeps no file whose change fails, refuses more than 5 MB, and reads only keys of its own form', async () => {
    const api = await appWith(driver);
    const store = createFileStore({ uploadDriver: driver, uploadDir: folders.at(-1)! });
    const { userId } = await api.signIn();
    const file = (bytes: Buffer) => ({
      key: `avatars/${randomBytes(16).toString('hex')}.webp`,
      kind: 'avatar' as const,
      ownerId: userId,
      contentType: 'image/webp',
      bytes,
    });
    const failed = file(await image(50));
    await expect(
      store.store(failed, async () => {
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await store.read(failed.key)).toBeUndefined();
    expect(existsSync(path.join(folders.at(-1)!, failed.key))).toBe(false);

    const tooLarge = file(Buffer.alloc(STORED_FILE_MAX_BYTES + 1));
    await expect(store.store(tooLarge, async () => ({ value: 1, released: [] }))).rejects.toThrow(/at most/);
    expect(await store.read(tooLarge.key)).toBeUndefined();

    const kept = file(await image(60));
    expect(await store.store(kept, async () => ({ value: 'done', released: [] }))).toBe('done');
    expect(await store.read(kept.key)).toMatchObject({ bytes: kept.bytes, contentType: 'image/webp', byteSize: kept.bytes.length });
    for (const key of ['../uploads-many/x.webp', 'avatars/../../etc/passwd', `avatars/${'0'.repeat(32)}.svg`]) expect(await store.read(key)).toBeUndefined();
  });
});

describe('the default of UPLOAD_DRIVER', () => {
  const base = { NODE_ENV: 'test', ENCRYPTION_KEY: TEST_ENCRYPTION_KEY.toString('base64'), COOKIE_SECRET: 'x'.repeat(32) };
  it('is database on an external PostgreSQL and disk on the embedded one; UPLOAD_DRIVER overrides both', async () => {
    const DATA_DIR = folders[0] ?? (await mkdtemp(path.join(tmpdir(), 'uploads-many-')));
    expect(loadConfig({ ...base, DATA_DIR }).uploadDriver).toBe('disk');
    expect(loadConfig({ ...base, DATA_DIR, DATABASE_URL: 'postgres://db.internal/market' }).uploadDriver).toBe('database');
    expect(loadConfig({ ...base, DATA_DIR, DATABASE_URL: 'postgres://db.internal/market', UPLOAD_DRIVER: 'disk' }).uploadDriver).toBe('disk');
    expect(loadConfig({ ...base, DATA_DIR, UPLOAD_DRIVER: 'database' }).uploadDriver).toBe('database');
  });
});
