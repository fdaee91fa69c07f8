// Throughput of one market page over REST and over GraphQL, loaded with autocannon against the app
// served by another process. An answer counts as an error when it is not 2xx, when the socket
// fails or times out, or when its body is not a success (REST: envelope code 0; GraphQL: no errors).
import autocannon from 'autocannon';
import marketPageQuery from '../../web/__generated__/MarketPageQuery.graphql.ts';
import { requestBody } from '../../web/relay/requestBody.ts';

export type Face = 'REST' | 'GraphQL';

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

export type LoadOptions = { connections: number; durationSeconds: number };

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
        headers: GRAPHQL_HEADERS,
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
