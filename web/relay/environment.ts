import { Environment, RecordSource, Store } from 'relay-runtime';
import { createNetwork, type NetworkOptions } from './network.ts';
import { createWebApi, registerWebApi } from './webApi.ts';

/**
 * The Relay environment of the app. Released queries stay cached for the last 20 page visits.
 * The client of the REST adapter (/web/*: notices, the avatar upload) is registered beside it with
 * the same options (headers, toasts, the /serverError redirect, the silent 401).
 */
export function createRelayEnvironment(options: NetworkOptions): Environment {
  const environment = new Environment({
    network: createNetwork(options),
    store: new Store(new RecordSource(), { gcReleaseBufferSize: 20, queryCacheExpirationTime: 5 * 60 * 1000 }),
  });
  registerWebApi(environment, createWebApi(options));
  return environment;
}
