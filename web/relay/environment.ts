import { Environment, RecordSource, Store } from 'relay-runtime';
import { createNetwork, type NetworkOptions } from './network.ts';
import { createStepUpPrompt, registerStepUpPrompt } from './stepUp.ts';
import { createWebApi, registerWebApi } from './webApi.ts';

/**
 * The Relay environment of the app. Released queries stay cached for the last 20 page visits.
 * Answers that need step-up verification open the StepUpDialog and are sent again (web/relay/stepUp.ts).
 * The client of the REST adapter (/web/*: notices, the avatar upload) is registered beside it with
 * the same options (headers, toasts, the /serverError redirect, the silent 401).
 */
/**
 * Types whose `id` is a key of their own kind (a catalogue tag's 'rifle', a help category's number),
 * not a global id: their records are kept apart per type, or a type tag and the tag of the same
 * key would be one record of two types in the store.
 */
const LOCALLY_KEYED_TYPES = new Set(['Tag', 'TypeTag', 'HelpCategory', 'OpenPlatformAttachment']);

function dataIdOf(value: { [key: string]: unknown }, typeName: string): unknown {
  return LOCALLY_KEYED_TYPES.has(typeName) && typeof value.id === 'string' ? `${typeName}:${value.id}` : value.id;
}

export function createRelayEnvironment(options: NetworkOptions & { isServer?: boolean }): Environment {
  // step-up: both layers ask one prompt, which the one StepUpDialog (AppProviders) answers
  const prompt = createStepUpPrompt();
  const withStepUp: NetworkOptions = { ...options, onStepUpRequired: options.onStepUpRequired ?? prompt.request };
  const environment = new Environment({
    network: createNetwork(withStepUp),
    getDataID: dataIdOf,
    // a page rendered on the server (web/entry-server.tsx): no timers that would keep it for minutes
    isServer: options.isServer ?? false,
    store: new Store(new RecordSource(), { gcReleaseBufferSize: 20, queryCacheExpirationTime: 5 * 60 * 1000 }),
  });
  registerWebApi(environment, createWebApi(withStepUp));
  registerStepUpPrompt(environment, prompt);
  return environment;
}
