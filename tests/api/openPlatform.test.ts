// The open platform's application and review: /web/openapi* as the page uses it,
// the operators' review under /ops, step 2 (callback URL and public key, once), suspension and
// re-keying, the messages and events each step writes, and the same state through GraphQL.
import { createHash, createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import { checkCallbackUrl, isPublicAddress } from '../../api/modules/openplatform/callbackUrl.ts';
import { createTestApp, type SignedInUser, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

const OPS_TOKEN = randomBytes(32).toString('base64url');
let api: TestApp;

const testDatabase = useTestDatabase();
beforeAll(async () => {
  api = await createTestApp(testDatabase(), { env: { OPS_TOKEN } });
});

afterAll(async () => {
  await api?.app.close();
});

const PARTNER_KEY = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
const SHORT_KEY = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const APPLICATION = {
  phone: '13800138000',
  wechat: 'partner_shop',
  dailyOrders: 300,
  dailyAmount: '50000.50',
  reason: 'We run a trading bot for our community.',
};

async function ops(method: 'GET' | 'POST', url: string, body?: unknown, token = OPS_TOKEN) {
  const response = await api.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json() as { code: number; msg: string; data: any } };
}

async function upload(user: SignedInUser, data: Buffer, filename = 'licence.pdf') {
  const boundary = `----attachment${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await api.app.inject({
    method: 'POST',
    url: '/web/openapi/attachment',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-requested-with': 'XMLHttpRequest', cookie: `Authorization=${user.token}` },
    payload,
  });
  return { status: response.statusCode, body: response.json() as { code: number; msg: string; data: any } };
}

/** A signed-in user with the settings switch on. */
async function applicant(): Promise<SignedInUser> {
  const user = await api.signIn();
  const on = await api.call('PUT', '/web/user/openPlatform', { token: user.token, body: { enabled: true } });
  expect(on.body.code).toBe(0);
  return user;
}

const state = async (user: SignedInUser) => (await api.call('GET', '/web/openapi', { token: user.token })).body.data;

async function approvedPartner(limits?: { dailyOrders?: number; dailyAmount?: number }) {
  const user = await applicant();
  const applied = await api.call('POST', '/web/openapi/apply', { token: user.token, body: APPLICATION });
  expect(applied.body.code).toBe(0);
  const approved = await ops('POST', `/ops/openplat/applications/${applied.body.data.application.id}/approve`, limits ?? {});
  expect(approved.body.code).toBe(0);
  return { user, applicationId: applied.body.data.application.id as string, appId: approved.body.data.appId as string, approval: approved.body.data };
}

async function systemMessages(user: SignedInUser): Promise<{ title: string; content: string }[]> {
  return (await api.call('GET', '/web/messages?category=system&limit=50', { token: user.token })).body.data.list;
}

async function eventsOf(userId: string) {
  return db().$queryRaw<{ payload: { event: string; status: string } }[]>`
    SELECT payload FROM events WHERE type = 'openplatform.changed' AND aggregate_id = ${userId} ORDER BY id`;
}

describe('step 1: the application', () => {
  it('shows "none" and refuses to apply until the settings switch is on', async () => {
    const user = await api.signIn();
    expect(await state(user)).toEqual({ enabled: false, status: 'none', application: null, rejectReason: null, app: null });
    const refused = await api.call('POST', '/web/openapi/apply', { token: user.token, body: APPLICATION });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('请先在个人设置中开启开放平台');
  });

  it('requires the phone, the WeChat ID and the reason, naming each in the reader’s language, and stores nothing', async () => {
    const user = await applicant();
    for (const [body, field, message] of [
      [{ ...APPLICATION, phone: '12345' }, 'phone', 'Enter a valid mobile number'],
      [{ ...APPLICATION, wechat: ' ' }, 'wechat', 'Enter your WeChat ID'],
      [{ ...APPLICATION, wechat: '1abc' }, 'wechat', expect.stringContaining('6-20 letters')],
      [{ ...APPLICATION, reason: '' }, 'reason', 'Say why you apply'],
      [{ ...APPLICATION, dailyAmount: '1.234' }, 'dailyAmount', expect.stringContaining('at most two decimals')],
      [{ ...APPLICATION, dailyOrders: -1 }, 'dailyOrders', expect.stringContaining('whole number')],
    ] as const) {
      const reply = await api.call('POST', '/web/openapi/apply', { token: user.token, body, language: 'en' });
      expect(reply.status, field).toBe(400);
      expect(reply.body.msg, field).toEqual(message);
    }
    expect((await state(user)).status).toBe('none');
  });

  it('takes an application once: reviewing, with the figures in cents; a second one while it is reviewed is refused', async () => {
    const user = await applicant();
    const applied = await api.call('POST', '/web/openapi/apply', { token: user.token, body: { ...APPLICATION, phone: '+86 138-0013-8000' } });
    expect(applied.body).toMatchObject({
      code: 0,
      data: {
        enabled: true,
        status: 'reviewing',
        application: { phone: '13800138000', wechat: 'partner_shop', dailyOrders: 300, dailyAmount: 5_000_050, status: 'reviewing', attachment: null },
        app: null,
      },
    });
    const again = await api.call('POST', '/web/openapi/apply', { token: user.token, body: APPLICATION });
    expect(again.status).toBe(409);
    expect(again.body.msg).toContain('正在审核中');
    expect(await eventsOf(user.userId)).toEqual([{ payload: expect.objectContaining({ event: 'applied', status: 'REVIEWING' }) }]);
  });

  it('keeps an attachment checked by its content: a PDF or an image, not a renamed text file; another user cannot use it', async () => {
    const user = await applicant();
    const text = await upload(user, Buffer.from('just text, named like a PDF'));
    expect(text.status).toBe(400);
    expect(text.body.msg).toBe('附件只能是 PDF、PNG 或 JPEG 文件');
    const tooLarge = await upload(user, Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]));
    expect(tooLarge.status).toBe(413);

    const image = await upload(user, PNG, 'licence.png');
    expect(image.body.code).toBe(0);
    const pdf = await upload(user, PDF);
    expect(pdf.body.data).toEqual({ attachmentId: expect.any(String) });

    const stranger = await applicant();
    const stolen = await api.call('POST', '/web/openapi/apply', { token: stranger.token, body: { ...APPLICATION, attachmentId: pdf.body.data.attachmentId } });
    expect(stolen.status).toBe(400);
    expect((await state(stranger)).status).toBe('none');

    const applied = await api.call('POST', '/web/openapi/apply', { token: user.token, body: { ...APPLICATION, attachmentId: pdf.body.data.attachmentId } });
    expect(applied.body.data.application.attachment).toEqual({ id: pdf.body.data.attachmentId, mediaType: 'application/pdf', byteSize: PDF.length });
    // kept encrypted: the stored text is a SecretBox value, not the file
    const [stored] = await db().$queryRaw<
      { content_cipher: string }[]
    >`SELECT content_cipher FROM open_platform_attachments WHERE id = ${pdf.body.data.attachmentId}`;
    expect(stored.content_cipher).toMatch(/^v2:/);
    expect(Buffer.from(stored.content_cipher).includes('%PDF')).toBe(false);
  });
});

describe('the review by the operators', () => {
  it('needs the operator token; the user’s session cookie is not one', async () => {
    const user = await applicant();
    const withCookie = await api.app.inject({ method: 'GET', url: '/ops/openplat/applications', headers: { cookie: `Authorization=${user.token}` } });
    expect(withCookie.statusCode).toBe(401);
    expect((await ops('GET', '/ops/openplat/applications', undefined, 'not-the-token-0123456789abcdef0123')).status).toBe(401);
  });

  it('rejects with a reason the applicant reads, who may then apply again with corrections', async () => {
    const user = await applicant();
    const applied = await api.call('POST', '/web/openapi/apply', { token: user.token, body: APPLICATION });
    const id = applied.body.data.application.id;
    const listed = await ops('GET', '/ops/openplat/applications?status=reviewing');
    expect(listed.body.data.list).toContainEqual(expect.objectContaining({ id, userId: user.userId, phone: '13800138000', status: 'reviewing' }));

    expect((await ops('POST', `/ops/openplat/applications/${id}/reject`, { reason: ' ' })).status).toBe(400);
    const rejected = await ops('POST', `/ops/openplat/applications/${id}/reject`, { reason: '营业执照不清晰' });
    expect(rejected.body.data).toMatchObject({ id, status: 'rejected', rejectReason: '营业执照不清晰' });
    expect((await ops('POST', `/ops/openplat/applications/${id}/approve`, {})).status).toBe(409);

    expect(await state(user)).toMatchObject({ status: 'rejected', rejectReason: '营业执照不清晰', app: null });
    expect(await systemMessages(user)).toContainEqual(
      expect.objectContaining({ title: '开放平台申请未通过', content: expect.stringContaining('营业执照不清晰') }),
    );

    const corrected = await api.call('POST', '/web/openapi/apply', { token: user.token, body: { ...APPLICATION, reason: 'A clearer licence is attached.' } });
    expect(corrected.body.data).toMatchObject({ status: 'reviewing', rejectReason: null });
    expect((await eventsOf(user.userId)).map((row) => row.payload.event)).toEqual(['applied', 'rejected', 'applied']);
  });

  it('approves with the operator’s limits, else the applicant’s; the app appears with the platform’s key', async () => {
    const { user, appId, approval } = await approvedPartner({ dailyOrders: 50, dailyAmount: 1_000_000 });
    // the operator reads the limits the app got, not only the ones the application asked for
    expect(approval.granted).toEqual({ dailyOrders: 50, dailyAmount: 1_000_000, rateLimitPerSecond: 20 });
    const page = await state(user);
    expect(page).toMatchObject({
      status: 'approved',
      app: { appId, callbackUrl: null, keyFingerprint: null, dailyOrders: 50, dailyAmount: 1_000_000, rateLimitPerSecond: 20, suspended: false },
    });
    expect(appId).toMatch(/^app_[0-9a-f]{16}$/);
    const platformKey = createPublicKey(page.app.platformPublicKey);
    expect(platformKey.asymmetricKeyDetails?.modulusLength).toBeGreaterThanOrEqual(2048);
    expect(await systemMessages(user)).toContainEqual(
      expect.objectContaining({ title: '开放平台申请已通过', content: expect.stringContaining('10000.00 元') }),
    );

    const byApplicant = await approvedPartner();
    expect((await state(byApplicant.user)).app).toMatchObject({ dailyOrders: 300, dailyAmount: 5_000_050 });
    const applyAgain = await api.call('POST', '/web/openapi/apply', { token: user.token, body: APPLICATION });
    expect(applyAgain.status).toBe(409);
  });
});

describe('step 2: callback URL and public key', () => {
  it('is for approved apps only, and refuses bad URLs and keys, changing nothing', async () => {
    const reviewing = await applicant();
    await api.call('POST', '/web/openapi/apply', { token: reviewing.token, body: APPLICATION });
    const early = await api.call('POST', '/web/openapi/keys', {
      token: reviewing.token,
      body: { callbackUrl: 'https://partner.example/cb', publicKey: PARTNER_KEY },
    });
    expect(early.status).toBe(403);

    const { user } = await approvedPartner();
    for (const [body, message] of [
      [{ callbackUrl: 'ftp://partner.example/cb', publicKey: PARTNER_KEY }, '请输入正确的回调地址，例如 https://example.com/callback'],
      [{ callbackUrl: 'http://203.0.114.10/cb', publicKey: PARTNER_KEY }, '回调地址必须使用 https'],
      [{ callbackUrl: 'https://10.1.2.3/cb', publicKey: PARTNER_KEY }, '回调地址不能指向内网、本机或链路本地地址'],
      [{ callbackUrl: 'https://[fe80::1]/cb', publicKey: PARTNER_KEY }, '回调地址不能指向内网、本机或链路本地地址'],
      [{ callbackUrl: 'http://127.0.0.1:9/cb', publicKey: 'not a key' }, expect.stringContaining('PEM')],
      [{ callbackUrl: 'http://127.0.0.1:9/cb', publicKey: SHORT_KEY }, 'RSA 公钥长度须为 2048 至 4096 位（您提交的是 1024 位）'],
    ] as const) {
      const reply = await api.call('POST', '/web/openapi/keys', { token: user.token, body });
      expect(reply.status, JSON.stringify(body.callbackUrl)).toBe(400);
      expect(reply.body.msg).toEqual(message);
    }
    expect((await state(user)).app).toMatchObject({ callbackUrl: null, keyFingerprint: null });
  });

  it('takes them once (development allows http to 127.0.0.1) and shows the key’s SHA-256 fingerprint; they cannot be changed', async () => {
    const { user, appId } = await approvedPartner();
    const saved = await api.call('POST', '/web/openapi/keys', {
      token: user.token,
      body: { callbackUrl: 'http://127.0.0.1:8080/callback', publicKey: PARTNER_KEY },
    });
    expect(saved.body.code).toBe(0);
    const fingerprint = createHash('sha256')
      .update(createPublicKey(PARTNER_KEY).export({ type: 'spki', format: 'der' }))
      .digest('hex');
    expect(saved.body.data.app).toMatchObject({ appId, callbackUrl: 'http://127.0.0.1:8080/callback', keyFingerprint: fingerprint });

    const changed = await api.call('POST', '/web/openapi/keys', {
      token: user.token,
      body: { callbackUrl: 'http://127.0.0.1:9999/other', publicKey: PARTNER_KEY },
    });
    expect(changed.status).toBe(409);
    expect((await state(user)).app.callbackUrl).toBe('http://127.0.0.1:8080/callback');
  });

  it('needs a session verified by SMS within the step-up window', async () => {
    const { user } = await approvedPartner();
    await db().session.updateMany({ where: { user: { id: user.userId } }, data: { verifiedAt: new Date(0) } });
    const refused = await api.call('POST', '/web/openapi/keys', {
      token: user.token,
      body: { callbackUrl: 'http://127.0.0.1:8080/cb', publicKey: PARTNER_KEY },
    });
    expect(refused.body.code).toBe(4031);
    await api.verify(user);
    const saved = await api.call('POST', '/web/openapi/keys', { token: user.token, body: { callbackUrl: 'http://127.0.0.1:8080/cb', publicKey: PARTNER_KEY } });
    expect(saved.body.code).toBe(0);
  });
});

describe('suspension and re-keying', () => {
  it('suspends at once; an operator’s reset clears the keys and the suspension for a new step 2', async () => {
    const { user, appId } = await approvedPartner();
    await api.call('POST', '/web/openapi/keys', { token: user.token, body: { callbackUrl: 'http://127.0.0.1:8080/cb', publicKey: PARTNER_KEY } });
    const suspended = await api.call('POST', '/web/openapi/suspend', { token: user.token });
    expect(suspended.body.data.app).toMatchObject({ suspended: true, suspendTime: expect.any(Number) });
    expect(await systemMessages(user)).toContainEqual(expect.objectContaining({ title: '开放平台应用已停用' }));

    const reset = await ops('POST', `/ops/openplat/apps/${appId}/reset`);
    expect(reset.body.data).toMatchObject({ appId, callbackUrl: null, keyFingerprint: null, suspended: false });
    expect((await ops('POST', '/ops/openplat/apps/app_0000000000000000/reset')).status).toBe(404);
    const again = await api.call('POST', '/web/openapi/keys', { token: user.token, body: { callbackUrl: 'http://127.0.0.1:8081/cb', publicKey: PARTNER_KEY } });
    expect(again.body.data.app).toMatchObject({ callbackUrl: 'http://127.0.0.1:8081/cb', suspended: false });
    expect((await eventsOf(user.userId)).map((row) => row.payload.event)).toEqual([
      'applied',
      'approved',
      'keysSubmitted',
      'suspended',
      'reset',
      'keysSubmitted',
    ]);
  });
});

describe('GraphQL', () => {
  it('answers the same state, and applies through the same service', async () => {
    const user = await applicant();
    const headers = { cookie: `Authorization=${user.token}`, 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'en' };
    const refused = await api.graphql(
      `mutation { applyOpenPlatform(input: { phone: "123", wechat: "partner_shop", reason: "x" }) { __typename ... on ValidationError { message } } }`,
      {},
      headers,
    );
    expect(refused.data).toEqual({ applyOpenPlatform: { __typename: 'ValidationError', message: 'Enter a valid mobile number' } });
    const applied = await api.graphql(
      `mutation { applyOpenPlatform(input: { phone: "13800138000", wechat: "partner_shop", dailyAmount: "12.5", reason: "bots" }) {
        __typename ... on OpenPlatformPayload { openPlatform { status application { dailyAmount status } } } } }`,
      {},
      headers,
    );
    expect(applied.data).toEqual({
      applyOpenPlatform: { __typename: 'OpenPlatformPayload', openPlatform: { status: 'REVIEWING', application: { dailyAmount: 1250, status: 'REVIEWING' } } },
    });
    const viewer = await api.graphql(`{ viewer { openPlatform { enabled status app { appId } } } }`, {}, headers);
    expect(viewer.data).toEqual({ viewer: { openPlatform: { enabled: true, status: 'REVIEWING', app: null } } });
  });
});

describe('where callbacks may go', () => {
  it('in production: https to public addresses only, after resolving the name', async () => {
    const production = (addresses: string[]) => ({ production: true, resolve: async () => addresses });
    await expect(checkCallbackUrl('https://partner.example/cb', production(['93.184.216.34']))).resolves.toMatchObject({ addresses: ['93.184.216.34'] });
    await expect(checkCallbackUrl('https://partner.example/cb', production(['93.184.216.34', '10.0.0.8']))).rejects.toMatchObject({
      messageKey: 'openplat.callbackUrlPrivate',
    });
    await expect(checkCallbackUrl('http://127.0.0.1:8080/cb', production([]))).rejects.toMatchObject({ messageKey: 'openplat.callbackUrlNotHttps' });
    await expect(checkCallbackUrl('https://localhost/cb', production(['127.0.0.1']))).rejects.toMatchObject({ messageKey: 'openplat.callbackUrlPrivate' });
    await expect(checkCallbackUrl('https://user:pw@partner.example/cb', production(['93.184.216.34']))).rejects.toMatchObject({
      messageKey: 'openplat.callbackUrlInvalid',
    });
    for (const address of ['127.0.0.1', '169.254.169.254', '192.168.1.1', '172.20.0.1', '100.64.0.1', '::1', 'fd00::1', '::ffff:10.0.0.1', '0.0.0.0']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('2606:4700::1111')).toBe(true);
  });
});
