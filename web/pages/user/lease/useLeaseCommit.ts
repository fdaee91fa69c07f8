import { useRef } from 'react';
import { useRelayEnvironment, type UseMutationConfig } from 'react-relay';
import type { Disposable, MutationParameters } from 'relay-runtime';
import { showToast } from '../../../components/toast/toastStore.ts';
import { typedErrorMessage, type TypedError } from '../../../relay/typedErrors.ts';

/**
 * Runs one of the lease mutations (useDeliverLease, useRenewLease, …) once at a time: on its
 * LeasePayload `onSuccess` (the store already holds the lease as it is now), on a typed error its
 * message as a toast (the API words it in the user's language). A transport failure was shown by
 * the network layer.
 */
export function useLeaseCommit() {
  const environment = useRelayEnvironment();
  const busy = useRef(false);
  return function run<M extends MutationParameters>(
    commit: (config: UseMutationConfig<M>) => Disposable,
    variables: M['variables'],
    resultOf: (response: M['response']) => TypedError,
    onSuccess: () => void,
  ): void {
    if (busy.current) return;
    busy.current = true;
    commit({
      variables,
      onCompleted: (response) => {
        busy.current = false;
        const result = resultOf(response);
        if (result.__typename === 'LeasePayload') {
          onSuccess();
          return;
        }
        const text = typedErrorMessage(result, environment);
        if (text) showToast(text, 'error');
      },
      onError: () => {
        busy.current = false;
      },
    });
  };
}
