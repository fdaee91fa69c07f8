import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../api/errors.ts';
import { HttpExchangeRates } from '../../api/integrations/fx/http.ts';
import { SimulatedExchangeRates } from '../../api/integrations/fx/simulated.ts';
import { CurrencyService, usdPerCny } from '../../api/modules/currency/currency.service.ts';

describe('usdPerCny (inverse of the CNY rate, 4 decimals)', () => {
  it.each([
    [7.1, 0.1408],
    [7.2345, 0.1382],
    [6.5, 0.1538],
  ])('1 / %d = %d', (rate, inverse) => expect(usdPerCny(rate)).toBe(inverse));
});

describe('CurrencyService', () => {
  it('caches the rate for the configured time, then refreshes', async () => {
    let now = new Date('2026-11-21T00:00:00Z');
    const source = new SimulatedExchangeRates({ initialRate: 7.2 });
    const service = new CurrencyService(source, 600, () => now);
    const first = await service.current();
    expect(first).toMatchObject({ cnyPerUsd: 7.2, usdPerCny: 0.1389, stale: false });
    now = new Date(now.getTime() + 599_000);
    expect((await service.current()).updatedAt).toEqual(first.updatedAt);
    expect(source.fetchCount).toBe(1);
    now = new Date(now.getTime() + 2_000);
    await service.current();
    expect(source.fetchCount).toBe(2);
  });

  it('serves the last good rate, marked stale, when the service fails', async () => {
    let now = new Date('2026-11-21T00:00:00Z');
    const source = new SimulatedExchangeRates({ initialRate: 7 });
    const service = new CurrencyService(source, 60, () => now);
    await service.current();
    source.failNextFetches(1);
    now = new Date(now.getTime() + 61_000);
    expect(await service.current()).toMatchObject({ cnyPerUsd: 7, usdPerCny: 0.1429, stale: true });
  });

  it('is an error only when no rate was ever fetched', async () => {
    const source = new SimulatedExchangeRates();
    source.failNextFetches(1);
    const service = new CurrencyService(source, 60, () => new Date());
    await expect(service.current()).rejects.toBeInstanceOf(AppError);
    expect((await service.current()).stale).toBe(false);
  });

  it('shares one fetch between concurrent callers', async () => {
    const source = new SimulatedExchangeRates();
    const service = new CurrencyService(source, 60, () => new Date());
    await Promise.all([service.current(), service.current(), service.current()]);
    expect(source.fetchCount).toBe(1);
  });
});

describe('HttpExchangeRates against a local rate service', () => {
  let server: Server;
  let baseUrl: string;
  let answer: { status: number; body: string } = { status: 200, body: '{}' };
  const paths: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      paths.push(request.url ?? '');
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads { rates: { CNY } } from the configured URL', async () => {
    answer = { status: 200, body: JSON.stringify({ result: 'success', base_code: 'USD', rates: { USD: 1, CNY: 7.1234 } }) };
    expect(await new HttpExchangeRates(`${baseUrl}/v6/latest/USD`).fetchCnyPerUsd()).toBe(7.1234);
    expect(paths.at(-1)).toBe('/v6/latest/USD');
  });

  it('reads { quotes: { USDCNY } }', async () => {
    answer = { status: 200, body: JSON.stringify({ quotes: { USDCNY: 7.05 } }) };
    expect(await new HttpExchangeRates(baseUrl).fetchCnyPerUsd()).toBe(7.05);
  });

  it('fails on an HTTP error or a body without a rate, and the service falls back', async () => {
    answer = { status: 200, body: JSON.stringify({ rates: { CNY: 7.3 } }) };
    let now = new Date('2026-11-21T00:00:00Z');
    const service = new CurrencyService(new HttpExchangeRates(baseUrl), 10, () => now);
    expect((await service.current()).cnyPerUsd).toBe(7.3);
    answer = { status: 503, body: 'down' };
    now = new Date(now.getTime() + 11_000);
    expect(await service.current()).toMatchObject({ cnyPerUsd: 7.3, stale: true });
    answer = { status: 200, body: JSON.stringify({ rates: { EUR: 0.9 } }) };
    await expect(new HttpExchangeRates(baseUrl).fetchCnyPerUsd()).rejects.toThrow(/no CNY rate/);
  });
});
