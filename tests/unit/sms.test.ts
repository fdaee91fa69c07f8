import { createHash, createHmac } from 'node:crypto';
import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http, { createServer, type ClientRequestArgs, type IncomingHttpHeaders, type Server } from 'node:http';
import https from 'node:https';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import tls from 'node:tls';
import path from 'node:path';
import { inspect } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, type TencentSmsConfig } from '../../api/config.ts';
import { ConsoleSmsSender, readLatestCodeFromOutboxFile } from '../../api/integrations/sms/console.ts';
import { SmsDeliveryError, type SmsMessage, type SmsPurpose } from '../../api/integrations/sms/port.ts';
import { TencentSmsDeliveryError, TencentSmsSender } from '../../api/integrations/sms/tencent.ts';

const phone = '13800138000';
const freshDir = () => mkdtempSync(path.join(tmpdir(), 'sms-test-'));

async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}

describe('ConsoleSmsSender (embedded driver)', () => {
  const clock = (start: string) => {
    let now = new Date(start).getTime();
    return () => new Date((now += 1_000));
  };

  it('logs one line naming phone, purpose and code', async () => {
    const lines: string[] = [];
    const sender = new ConsoleSmsSender({ log: (line) => lines.push(line) });
    expect(sender.name).toBe('console');
    await sender.send({ phone, code: '123456', purpose: 'login' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(phone);
    expect(lines[0]).toContain('login');
    expect(lines[0]).toContain('123456');
  });

  it('keeps every message in the outbox with its time, and hands out copies', async () => {
    const sender = new ConsoleSmsSender({ log: () => {}, now: clock('2026-11-21T08:00:00Z') });
    await sender.send({ phone, code: '111111', purpose: 'login' });
    await sender.send({ phone: '19912345678', code: '222222', purpose: 'login' });
    const outbox = sender.outbox();
    expect(outbox).toEqual([
      { phone, purpose: 'login', code: '111111', sentAt: new Date('2026-11-21T08:00:01Z') },
      { phone: '19912345678', purpose: 'login', code: '222222', sentAt: new Date('2026-11-21T08:00:02Z') },
    ]);
    (outbox as unknown[]).length = 0;
    expect(sender.outbox()).toHaveLength(2);
    expect(() => ((sender.outbox()[0] as { code: string }).code = '000000')).toThrow(TypeError);
  });

  it('gives the latest code per phone and purpose', async () => {
    const sender = new ConsoleSmsSender({ log: () => {} });
    expect(sender.latestCode(phone, 'login')).toBeUndefined();
    await sender.send({ phone, code: '111111', purpose: 'login' });
    await sender.send({ phone: '15000000000', code: '333333', purpose: 'login' });
    await sender.send({ phone, code: '222222', purpose: 'login' });
    expect(sender.latestCode(phone, 'login')).toBe('222222');
    expect(sender.latestCode('15000000000', 'login')).toBe('333333');
    expect(sender.latestCode('15000000001', 'login')).toBeUndefined();
    // a code is only ever valid for its own purpose
    expect(sender.latestCode(phone, 'bind-phone' as SmsPurpose)).toBeUndefined();
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    ['a landline-like number', { phone: '12800138000' }, /phone/],
    ['10 digits', { phone: '1380013800' }, /phone/],
    ['12 digits', { phone: '138001380001' }, /phone/],
    ['a +86 prefix', { phone: '+8613800138000' }, /phone/],
    ['spaces', { phone: '138 0013 8000' }, /phone/],
    ['a number, not a string', { phone: 13800138000 }, /phone/],
    ['a 5-digit code', { code: '12345' }, /code/],
    ['a 7-digit code', { code: '1234567' }, /code/],
    ['letters in the code', { code: '12a456' }, /code/],
    ['a numeric code', { code: 123456 }, /code/],
    ['an unknown purpose', { purpose: 'reset-password' }, /purpose/],
    ['no purpose', { purpose: undefined }, /purpose/],
  ])('refuses a message with %s, and sends nothing', async (_label, change, problem) => {
    const lines: string[] = [];
    const file = path.join(freshDir(), 'outbox.jsonl');
    const sender = new ConsoleSmsSender({ log: (line) => lines.push(line), outboxFile: file });
    const message = { phone, code: '123456', purpose: 'login', ...change } as SmsMessage;
    const error = await rejectionOf(sender.send(message));
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(SmsDeliveryError);
    expect(error.message).toMatch(problem);
    expect(error.message).not.toContain('123456');
    expect(lines).toEqual([]);
    expect(sender.outbox()).toEqual([]);
    expect(await readLatestCodeFromOutboxFile(file, phone, 'login')).toBeUndefined();
  });

  it('appends one JSON line per message to the outbox file, creating its folder', async () => {
    const file = path.join(freshDir(), 'nested', 'e2e', 'sms-outbox.jsonl');
    const sender = new ConsoleSmsSender({ log: () => {}, outboxFile: file, now: clock('2026-11-21T08:00:00Z') });
    await sender.send({ phone, code: '111111', purpose: 'login' });
    await sender.send({ phone: '15000000000', code: '222222', purpose: 'login' });
    const text = readFileSync(file, 'utf8');
    expect(text.endsWith('\n')).toBe(true);
    expect(text.trimEnd().split('\n')).toEqual([
      '{"phone":"13800138000","purpose":"login","code":"111111","sentAt":"2026-11-21T08:00:01.000Z"}',
      '{"phone":"15000000000","purpose":"login","code":"222222","sentAt":"2026-11-21T08:00:02.000Z"}',
    ]);
  });

  it('keeps the order of sending in the file when sends overlap', async () => {
    const file = path.join(freshDir(), 'outbox.jsonl');
    const sender = new ConsoleSmsSender({ log: () => {}, outboxFile: file });
    const codes = Array.from({ length: 40 }, (_, index) => String(100_000 + index));
    await Promise.all(codes.map((code) => sender.send({ phone, code, purpose: 'login' })));
    const written = readFileSync(file, 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => (JSON.parse(line) as { code: string }).code);
    expect(written).toEqual(codes);
    expect(await readLatestCodeFromOutboxFile(file, phone, 'login')).toBe(codes.at(-1));
  });

  it('lets another process read the latest code from the file (several writers, partial lines skipped)', async () => {
    const file = path.join(freshDir(), 'outbox.jsonl');
    expect(await readLatestCodeFromOutboxFile(file, phone, 'login')).toBeUndefined(); // no file yet
    const apiProcessA = new ConsoleSmsSender({ log: () => {}, outboxFile: file });
    const apiProcessB = new ConsoleSmsSender({ log: () => {}, outboxFile: file });
    await apiProcessA.send({ phone, code: '111111', purpose: 'login' });
    await apiProcessB.send({ phone: '15000000000', code: '222222', purpose: 'login' });
    await apiProcessB.send({ phone, code: '333333', purpose: 'login' });
    appendFileSync(file, '{"phone":"13800138000","purpose":"login","co'); // a write still in progress
    expect(await readLatestCodeFromOutboxFile(file, phone, 'login')).toBe('333333');
    expect(await readLatestCodeFromOutboxFile(file, '15000000000', 'login')).toBe('222222');
    expect(await readLatestCodeFromOutboxFile(file, '15000000001', 'login')).toBeUndefined();
    expect(await readLatestCodeFromOutboxFile(file, phone, 'bind-phone' as SmsPurpose)).toBeUndefined();
  });

  it('rejects with SmsDeliveryError when the outbox file cannot be written, and records nothing', async () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, 'not-a-folder'), '');
    const lines: string[] = [];
    const sender = new ConsoleSmsSender({ log: (line) => lines.push(line), outboxFile: path.join(dir, 'not-a-folder', 'outbox.jsonl') });
    await expect(sender.send({ phone, code: '123456', purpose: 'login' })).rejects.toBeInstanceOf(SmsDeliveryError);
    expect(lines).toEqual([]);
    expect(sender.outbox()).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Tencent Cloud SMS against a local stand-in for the provider

type Received = { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer };

const secretKey = 'test-secret-key-Nq7vX2pL9sK4mW8zR3tY6uB1';
const config: TencentSmsConfig = {
  secretId: 'AKIDtestSecretId0000000000000000000',
  secretKey,
  sdkAppId: '1400123456',
  signName: '饰品市场',
  templateId: '1987654',
  region: 'ap-guangzhou',
  // a regional endpoint, so the Host header shows the configured endpoint was used (the SDK's default is sms.tencentcloudapi.com)
  endpoint: 'sms.ap-guangzhou.tencentcloudapi.com',
};

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * Tencent Cloud API 3.0 signature (TC3-HMAC-SHA256), computed here from the documented algorithm
 * and the request as received, not with the SDK's code. Returns what is wrong, or undefined.
 */
function tc3Problem(request: Received, key: string, expectedSecretId: string): string | undefined {
  const match = /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
    String(request.headers.authorization),
  );
  if (!match) return `malformed Authorization header: ${request.headers.authorization}`;
  const [, secretId, date, service, signedHeaders, signature] = match;
  const timestamp = String(request.headers['x-tc-timestamp']);
  if (secretId !== expectedSecretId) return `credential names ${secretId}`;
  if (service !== 'sms') return `credential scope service is ${service}`;
  if (date !== new Date(Number(timestamp) * 1000).toISOString().slice(0, 10)) return `credential date ${date} is not the timestamp's UTC date`;
  const headerNames = signedHeaders.split(';');
  if (!headerNames.includes('host') || !headerNames.includes('content-type')) return `SignedHeaders ${signedHeaders} lacks host or content-type`;
  const url = new URL(request.url, 'http://stand-in');
  const canonicalHeaders = headerNames
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .toLowerCase()}\n`,
    )
    .join('');
  const canonicalRequest = [request.method, url.pathname, url.search.slice(1), canonicalHeaders, signedHeaders, sha256Hex(request.body)].join('\n');
  const stringToSign = ['TC3-HMAC-SHA256', timestamp, `${date}/${service}/tc3_request`, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(`TC3${key}`, date), service), 'tc3_request');
  const expected = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return expected === signature ? undefined : 'signature does not match';
}

describe('TencentSmsSender against a local stand-in for Tencent Cloud', () => {
  let server: Server;
  let serverPort: number;
  let closedPort: number;
  let connectTo: () => number;
  const connections: string[] = [];
  const requests: Received[] = [];
  let answer: { status: number; body: string; delayMs?: number } = { status: 200, body: '{}' };
  const savedGlobalAgents = { http: http.globalAgent, https: https.globalAgent };
  const savedProxy = process.env.http_proxy;

  /**
   * The SDK's client (node-fetch over node:http/https, no agent of its own) connects through the
   * global agents. These send every connection to the local stand-in, whatever host the URL names:
   * like `curl --connect-to`, nothing can leave the machine, and the request keeps the real
   * endpoint's host, from which the SDK also derives the signing service (`sms`).
   */
  class ConnectToStandIn extends http.Agent {
    override createConnection(options: ClientRequestArgs): net.Socket {
      connections.push(`http://${options.host}:${options.port}`);
      return net.createConnection({ host: '127.0.0.1', port: connectTo() });
    }
  }
  class TlsConnectToStandIn extends https.Agent {
    override createConnection(options: ClientRequestArgs): net.Socket {
      connections.push(`https://${options.host}:${options.port}`);
      return tls.connect({ ...(options as tls.ConnectionOptions), host: '127.0.0.1', port: connectTo() });
    }
  }

  const okAnswer = (code = 'Ok') =>
    JSON.stringify({
      Response: {
        SendStatusSet: [
          {
            SerialNo: '5000:1045710669157053657849499619',
            PhoneNumber: `+86${phone}`,
            Fee: 1,
            SessionContext: '',
            Code: code,
            Message: code === 'Ok' ? 'send success' : 'the number reached its hourly limit',
            IsoCode: 'CN',
          },
        ],
        RequestId: 'a0aabda6-cf91-4f3e-a81f-9198114a2279',
      },
    });

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
        const reply = () => {
          response.writeHead(answer.status, { 'content-type': 'application/json' });
          response.end(answer.body);
        };
        if (answer.delayMs) setTimeout(reply, answer.delayMs).unref();
        else reply();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    serverPort = (server.address() as AddressInfo).port;
    // a port nobody listens on: take one, then free it
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    closedPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    http.globalAgent = new ConnectToStandIn({ keepAlive: false });
    https.globalAgent = new TlsConnectToStandIn({ keepAlive: false });
    delete process.env.http_proxy; // the SDK would tunnel through it
  });
  afterAll(async () => {
    http.globalAgent = savedGlobalAgents.http;
    https.globalAgent = savedGlobalAgents.https;
    if (savedProxy !== undefined) process.env.http_proxy = savedProxy;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    connectTo = () => serverPort;
    requests.length = 0;
    connections.length = 0;
    answer = { status: 200, body: okAnswer() };
  });

  const sender = (options: { timeoutSeconds?: number } = {}) => new TencentSmsSender(config, { protocol: 'http:', ...options });
  const expectNoSecrets = (error: Error) => {
    for (const text of [error.message, String(error), inspect(error, { depth: 5 }), JSON.stringify(error)]) {
      expect(text).not.toContain(secretKey);
      expect(text).not.toMatch(/(?<!\d)123456(?!\d)/);
    }
  };

  it('sends SendSms (2021-01-11) to the configured endpoint with a valid TC3-HMAC-SHA256 signature', async () => {
    const before = Math.floor(Date.now() / 1000);
    const tencent = sender();
    expect(tencent.name).toBe('tencent');
    await tencent.send({ phone, code: '123456', purpose: 'login' });

    expect(connections).toEqual(['http://sms.ap-guangzhou.tencentcloudapi.com:80']);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/');
    expect(request.headers.host).toBe('sms.ap-guangzhou.tencentcloudapi.com');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['x-tc-action']).toBe('SendSms');
    expect(request.headers['x-tc-version']).toBe('2021-01-11');
    expect(request.headers['x-tc-region']).toBe('ap-guangzhou');
    expect(request.headers['x-tc-token']).toBeUndefined();
    const timestamp = Number(request.headers['x-tc-timestamp']);
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(JSON.parse(request.body.toString('utf8'))).toEqual({
      PhoneNumberSet: ['+8613800138000'],
      SmsSdkAppId: '1400123456',
      SignName: '饰品市场',
      TemplateId: '1987654',
      TemplateParamSet: ['123456', '10'],
    });

    expect(tc3Problem(request, secretKey, config.secretId)).toBeUndefined();
    // the check above is not vacuous: another key, or a changed body or header, fails it
    expect(tc3Problem(request, `${secretKey}x`, config.secretId)).toBe('signature does not match');
    expect(tc3Problem({ ...request, body: Buffer.from(request.body.toString().replace('+8613800138000', '+8613900139000')) }, secretKey, config.secretId)).toBe(
      'signature does not match',
    );
    expect(tc3Problem({ ...request, headers: { ...request.headers, host: 'sms.tencentcloudapi.com' } }, secretKey, config.secretId)).toBe(
      'signature does not match',
    );
    // the secret key itself never travels
    expect(JSON.stringify(request.headers) + request.body.toString()).not.toContain(secretKey);
  });

  it('uses https unless told otherwise (the stand-in, speaking http, never gets a readable request)', async () => {
    const error = await rejectionOf(new TencentSmsSender(config, { timeoutSeconds: 2 }).send({ phone, code: '123456', purpose: 'login' }));
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect(connections).toEqual(['https://sms.ap-guangzhou.tencentcloudapi.com:443']);
    expect(requests).toEqual([]);
    expectNoSecrets(error);
  });

  it('rejects with SmsDeliveryError naming the provider code when Tencent answers with an error', async () => {
    answer = {
      status: 200,
      body: JSON.stringify({
        Response: {
          Error: { Code: 'LimitExceeded.PhoneNumberDailyLimit', Message: '单个手机号日下发短信条数超过设定的上限' },
          RequestId: '6d0a2c1e-1b7a-4d35-9c3c-2b5f4a1e7d90',
        },
      }),
    };
    const error = await rejectionOf(sender().send({ phone, code: '123456', purpose: 'login' }));
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect(error).toBeInstanceOf(TencentSmsDeliveryError);
    expect(error.message).toContain('LimitExceeded.PhoneNumberDailyLimit');
    expect(error.message).toContain('6d0a2c1e-1b7a-4d35-9c3c-2b5f4a1e7d90');
    expect(error).toMatchObject({ providerCode: 'LimitExceeded.PhoneNumberDailyLimit', requestId: '6d0a2c1e-1b7a-4d35-9c3c-2b5f4a1e7d90' });
    expectNoSecrets(error);
  });

  it('rejects with SmsDeliveryError naming the code of a send status other than Ok', async () => {
    answer = { status: 200, body: okAnswer('LimitExceeded.PhoneNumberOneHourLimit') };
    const error = await rejectionOf(sender().send({ phone, code: '123456', purpose: 'login' }));
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect(error.message).toContain('LimitExceeded.PhoneNumberOneHourLimit');
    expect(error).toMatchObject({ providerCode: 'LimitExceeded.PhoneNumberOneHourLimit' });
    expectNoSecrets(error);
  });

  it('never repeats the secret key or the SMS code, even when the provider echoes them', async () => {
    answer = {
      status: 200,
      body: JSON.stringify({
        Response: {
          Error: { Code: 'FailedOperation.TemplateParamSetNotMatchApprovedTemplate', Message: `params [123456,10] do not match; key ${secretKey}` },
          RequestId: 'r-1',
        },
      }),
    };
    const error = await rejectionOf(sender().send({ phone, code: '123456', purpose: 'login' }));
    expect(error.message).toContain('FailedOperation.TemplateParamSetNotMatchApprovedTemplate');
    expect(error.message).toContain('[redacted]');
    expectNoSecrets(error);
  });

  it.each([
    ['an HTTP error', { status: 502, body: 'Bad Gateway' }, /HTTP 502/],
    ['an answer that is not JSON', { status: 200, body: '<html>maintenance</html>' }, /unreadable/],
    ['JSON without Response', { status: 200, body: '{"ok":true}' }, /unreadable/],
    ['a Response without send status', { status: 200, body: '{"Response":{"SendStatusSet":[],"RequestId":"r-2"}}' }, /without a send status/],
  ])('rejects with SmsDeliveryError on %s', async (_label, reply, problem) => {
    answer = reply;
    const error = await rejectionOf(sender().send({ phone, code: '123456', purpose: 'login' }));
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect(error.message).toMatch(problem);
    expectNoSecrets(error);
  });

  it('rejects with SmsDeliveryError when the endpoint is unreachable', async () => {
    connectTo = () => closedPort;
    const error = await rejectionOf(sender().send({ phone, code: '123456', purpose: 'login' }));
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect(error.message).toMatch(/unreachable.*ECONNREFUSED/);
    expectNoSecrets(error);
  });

  it('rejects with SmsDeliveryError when the provider does not answer in time', async () => {
    answer = { status: 200, body: okAnswer(), delayMs: 3_000 };
    const started = Date.now();
    const error = await rejectionOf(sender({ timeoutSeconds: 0.3 }).send({ phone, code: '123456', purpose: 'login' }));
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect(error.message).toMatch(/timeout/);
    expect(Date.now() - started).toBeLessThan(2_500);
    expectNoSecrets(error);
  });

  it('refuses a malformed message before calling the provider', async () => {
    const tencent = sender();
    await expect(tencent.send({ phone: '1380013800', code: '123456', purpose: 'login' })).rejects.toThrow(TypeError);
    await expect(tencent.send({ phone, code: '12345', purpose: 'login' })).rejects.toThrow(TypeError);
    await expect(tencent.send({ phone, code: '123456', purpose: 'signup' as SmsPurpose })).rejects.toThrow(TypeError);
    expect(requests).toEqual([]);
  });

  it('refuses an endpoint the SDK would sign for the wrong service, or that carries a scheme or path', () => {
    for (const endpoint of ['127.0.0.1:8080', 'https://sms.tencentcloudapi.com', 'sms.tencentcloudapi.com/', 'api.example.com', 'sms']) {
      expect(() => new TencentSmsSender({ ...config, endpoint }), endpoint).toThrow(ConfigError);
    }
    expect(() => new TencentSmsSender({ ...config, endpoint: 'sms.tencentcloudapi.com' })).not.toThrow();
    expect(() => new TencentSmsSender({ ...config, endpoint: 'sms.internal.tencentcloudapi.com:8443' })).not.toThrow();
  });

  it('keeps the secret key out of inspections and serialisations of the sender', () => {
    const tencent = sender();
    expect(inspect(tencent, { depth: 10, showHidden: true })).not.toContain(secretKey);
    expect(JSON.stringify(tencent)).not.toContain(secretKey);
    expect(Object.values(tencent).map(String).join()).not.toContain(secretKey);
  });
});
