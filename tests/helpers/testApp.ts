import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { loadConfig } from '../../api/config.ts';
import { buildApp, type App } from '../../api/app.ts';
import { useDatabase } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { SimulatedExchangeRates } from '../../api/integrations/fx/simulated.ts';
import { ConsoleSmsSender } from '../../api/integrations/sms/console.ts';

export type TestApp = {
  app: App;
  fx: SimulatedExchangeRates;
  /** The console SMS driver: tests read the codes it "sent" from its outbox. */
  sms: ConsoleSmsSender;
  /** Sends an operation: a typed document from codegen (tests/api/documents) or a plain string. */
  graphql<T = Record<string, unknown>, V = Record<string, unknown>>(
    query: TypedDocumentNode<T, V> | string,
    variables?: V,
    headers?: Record<string, string>,
  ): Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown>; path?: unknown[] }[] }>;
  rest<T = unknown>(url: string, headers?: Record<string, string>): Promise<{ status: number; body: { code: number; msg: string; data: T } }>;
};

/** An app on the given database, with the simulated exchange-rate service the tests can steer. */
export async function createTestApp(database: Database, options: { webDistDir?: string } = {}): Promise<TestApp> {
  useDatabase(database);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'data/test', ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'), COOKIE_SECRET: 'x'.repeat(32), WEB_DIST_DIR: options.webDistDir ?? 'data/test/no-web' });
  const fx = new SimulatedExchangeRates({ initialRate: 7.1 });
  const sms = new ConsoleSmsSender({ log: () => {} });
  const app = await buildApp({ config, ports: { fx, sms } });
  return {
    app,
    fx,
    sms,
    async graphql(query, variables, headers = {}) {
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', ...headers },
        payload: { query: typeof query === 'string' ? query : print(query), variables },
      });
      return response.json();
    },
    async rest(url, headers = {}) {
      const response = await app.inject({ method: 'GET', url, headers });
      return { status: response.statusCode, body: response.json() };
    },
  };
}
