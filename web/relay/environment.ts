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
export function createRelayEnvironment(options: NetworkOptions & { isServer?: boolean }): Environment {
  // step-up: both layers ask one prompt, which the one StepUpDialog (AppProviders) answers
  const prompt = createStepUpPrompt();
  const withStepUp: NetworkOptions = { ...options, onStepUpRequired: options.onStepUpRequired ?? prompt.request };
  const environment = new Environment({
    network: createNetwork(withStepUp),
    // a page rendered on the server (web/entry-server.tsx): no timers that would keep it for minutes
    isServer: options.isServer ?? false,
    store: new Store(new RecordSource(), { gcReleaseBufferSize: 20, queryCacheExpirationTime: 5 * 60 * 1000 }),
  });
  registerWebApi(environment, createWebApi(withStepUp));
  registerStepUpPrompt(environment, prompt);
  return environment;
}
