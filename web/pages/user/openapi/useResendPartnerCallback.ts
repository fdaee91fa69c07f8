import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { useResendPartnerCallbackMutation } from '../../../__generated__/useResendPartnerCallbackMutation.graphql.ts';
import { type MutationHandlers, type TypedError, typedErrorMessage } from '../../../relay/typedErrors.ts';

export type ResendPartnerCallbackResult = useResendPartnerCallbackMutation['response']['resendPartnerCallback'];

/** The delivery to send again: its id, and the store record of the app whose log lists it (`__id`). */
export type ResentDelivery = { callbackId: string; appRecordId: string };

/** The log's list field, as CallbackDeliveries asks for it. */
const DELIVERIES_ARGS = { first: 50 };

/**
 * Sends the event of one callback of the viewer's app again (the delivery log's resend button): a new
 * delivery, pending with attempts from zero, while the one resent keeps its attempts. The updater
 * puts the payload's `callback` (it selects the row's fragment, so it holds everything a row shows)
 * at the top of the app's log, newest first as the API lists it, without a refetch. A typed error
 * leaves the store as it was.
 */
export function useResendPartnerCallback() {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<useResendPartnerCallbackMutation>(graphql`
    mutation useResendPartnerCallbackMutation($callbackId: String!) {
      resendPartnerCallback(callbackId: $callbackId) {
        __typename
        ... on ResendPartnerCallbackPayload {
          callback {
            ...CallbackDeliveryRow_callback
          }
        }
        ... on Error {
          code
          message
        }
      }
    }
  `);
  const resend = useCallback(
    ({ callbackId, appRecordId }: ResentDelivery, { onSuccess, onFailure, onError }: MutationHandlers<ResendPartnerCallbackResult>) =>
      commit({
        variables: { callbackId },
        updater: (store) => {
          const next = store.getRootField('resendPartnerCallback')?.getLinkedRecord('callback');
          const app = store.get(appRecordId);
          const log = app?.getLinkedRecords('deliveries', DELIVERIES_ARGS);
          if (next && app && log) app.setLinkedRecords([next, ...log].slice(0, DELIVERIES_ARGS.first), 'deliveries', DELIVERIES_ARGS);
        },
        onCompleted: ({ resendPartnerCallback: result }) => {
          if (result.__typename === 'ResendPartnerCallbackPayload') onSuccess?.(result);
          else onFailure?.(result, typedErrorMessage(result as TypedError, environment));
        },
        onError,
      }),
    [commit, environment],
  );
  return [resend, inFlight] as const;
}
