// Throughput of one market page over REST and over GraphQL, loaded with autocannon against the app
// served by another process. An answer counts as an error when it is not 2xx, when the socket
// fails or times out, or when its body is not a success (REST: envelope code 0; GraphQL: no errors).
import path from 'node:path';
import autocannon from 'autocannon';
import { readLatestCodeFromOutboxFile } from '../../api/integrations/sms/console.ts';
import { SESSION_COOKIE } from '../../api/session/cookie.ts';
import marketPageQuery from '../../web/__generated__/MarketPageQuery.graphql.ts';
import { requestBody } from '../../web/relay/requestBody.ts';

/** REST and GraphQL anonymous; `GraphQL signed in` with a session cookie, as a signed-in visitor's browser asks. */
export type Face = 'REST' | 'GraphQL' | 'GraphQL signed in';

export type ThroughputCase = {
  label: string;
  /** The REST path with its query string. */
  restPath: string;
  /** Variables of the web client's market grid query for the same page. */
  graphqlVariables: Record<string, unknown>;
};

export type Throughput = {
  face: Face;
  requestsPerSecond: number;
  requests: number;
  p50: number;
  p99: number;
  non2xx: number;
  socketErrors: number;
  failedBodies: number;
};

/** `sessionCookie`: the Cookie header of the signed-in face (signInThrough). */
export type LoadOptions = { connections: number; durationSeconds: number; sessionCookie?: string };

const restSucceeded = (body: string) => body.startsWith('{"code":0,');
const graphqlSucceeded = (body: string) => body.startsWith('{"data":') && !body.includes('"errors":[');

/** The web client's market page query (the filters' tags and a numbered page of items), as Relay sends it: the id of its trusted document. */
export function graphqlRequestBody(variables: Record<string, unknown>): string {
  return JSON.stringify(requestBody(marketPageQuery.params, variables));
}

export const GRAPHQL_HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'zh' };

export async function loadFace(baseUrl: string, face: Face, throughputCase: ThroughputCase, options: LoadOptions): Promise<Throughput> {
  const common = { connections: options.connections, duration: options.durationSeconds, timeout: 10 };
  const result = await (face === 'REST'
    ? autocannon({ ...common, url: baseUrl + throughputCase.restPath, headers: { 'accept-language': 'zh' }, verifyBody: restSucceeded })
    : autocannon({
        ...common,
        url: `${baseUrl}/graphql`,
        method: 'POST',
        headers: face === 'GraphQL signed in' ? { ...GRAPHQL_HEADERS, cookie: signedInCookie(options) } : GRAPHQL_HEADERS,
        body: graphqlRequestBody(throughputCase.graphqlVariables),
        verifyBody: graphqlSucceeded,
      }));
  return {
    face,
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    socketErrors: result.errors,
    // a non-2xx answer's body fails the check too; count it once, as non-2xx
    failedBodies: Math.max(0, result.mismatches - result.non2xx),
  };
}

function signedInCookie(options: LoadOptions): string {
  if (!options.sessionCookie) throw new Error('the signed-in face needs a session cookie (signInThrough)');
  return options.sessionCookie;
}

/**
 * Signs a new user in through the server's own SMS login, as a browser does (the console SMS driver
 * writes the code to the outbox file of the server's DATA_DIR); answers the Cookie header to send.
 */
export async function signInThrough(baseUrl: string, dataDir: string): Promise<string> {
  const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const post = (target: string, body: object) =>
    fetch(baseUrl + target, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify(body),
    });
  const sent = (await (await post('/web/sms', { phone })).json()) as { code: number; msg: string };
  if (sent.code !== 0) throw new Error(`the login code was not sent: ${sent.msg}`);
  let code: string | undefined;
  for (let tries = 0; !code && tries < 50; tries += 1) {
    code = await readLatestCodeFromOutboxFile(path.join(dataDir, 'sms-outbox.jsonl'), phone, 'login');
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!code) throw new Error('no login code in the SMS outbox');
  const login = await post('/web/login', { phone, code, agree: true });
  const answer = (await login.json()) as { code: number; msg: string };
  const session = login.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  if (answer.code !== 0 || !session) throw new Error(`the login failed: ${answer.msg}`);
  return session.split(';')[0];
}
