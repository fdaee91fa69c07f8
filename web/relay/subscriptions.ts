import type { Client } from 'graphql-sse';
import { requestBody } from './requestBody.ts';
import { type CacheConfig, Observable, type GraphQLResponse, type RequestParameters, type SubscribeFunction, type Variables } from 'relay-runtime';

/** `cacheConfig.metadata` key of a function called once the server has opened the stream. */
export const ON_STREAM_OPEN = 'onStreamOpen';

/**
 * The subscribe function of the Relay network layer: GraphQL over Server-Sent Events with the
 * `graphql-sse` client, the protocol Yoga serves on /graphql (one POST per stream, the session
 * cookie, the same X-Requested-With marker and Accept-Language as every request). The client does
 * not retry by itself: whoever subscribes resumes from its last cursor (web/session/LiveEvents.tsx),
 * which the server needs to send what was missed.
 */
export function createSubscribeFn(options: { getLanguage: () => string; endpoint: string; fetchImpl?: typeof fetch }): SubscribeFunction {
  // the protocol's client is loaded with the first subscription (a signed-in visitor's live events),
  // not with the first page: an anonymous visit never needs it
  let client: Promise<Client> | undefined;
  const clientOf = () => {
    client ??= import('graphql-sse').then(({ createClient }) =>
      createClient({
        url: options.endpoint,
        credentials: 'same-origin',
        retryAttempts: 0,
        ...(options.fetchImpl ? { fetchFn: options.fetchImpl } : {}),
        headers: () => ({ 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': options.getLanguage() }),
      }),
    );
    return client;
  };
  return (operation: RequestParameters, variables: Variables, cacheConfig: CacheConfig) =>
    Observable.create<GraphQLResponse>((sink) => {
      const onOpen = cacheConfig?.metadata?.[ON_STREAM_OPEN];
      let closed = false;
      let dispose: (() => void) | undefined;
      clientOf().then(
        (loaded) => {
          if (closed) return;
          dispose = loaded.subscribe(
            { query: '', ...requestBody(operation, variables) },
            {
              next: (value) => sink.next(value as GraphQLResponse),
              error: (error) => sink.error(error instanceof Error ? error : new Error(JSON.stringify(error))),
              complete: () => sink.complete(),
            },
            { connected: () => (typeof onOpen === 'function' ? onOpen() : undefined) },
          );
        },
        // the client's code could not be loaded (a new deployment removed the old chunk): an error, resumed as any other
        (error: unknown) => {
          if (!closed) sink.error(error instanceof Error ? error : new Error(String(error)));
        },
      );
      return () => {
        closed = true;
        dispose?.();
      };
    });
}
