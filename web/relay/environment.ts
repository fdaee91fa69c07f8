import { Environment, RecordSource, Store } from 'relay-runtime';
import { createNetwork, type NetworkOptions } from './network.ts';

/** The Relay environment of the app. Released queries stay cached for the last 20 page visits. */
export function createRelayEnvironment(options: NetworkOptions): Environment {
  return new Environment({
    network: createNetwork(options),
    store: new Store(new RecordSource(), { gcReleaseBufferSize: 20, queryCacheExpirationTime: 5 * 60 * 1000 }),
  });
}
