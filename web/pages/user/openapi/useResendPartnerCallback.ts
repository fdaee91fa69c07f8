import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { useResendPartnerCallbackMutation } from '../../../__generated__/useResendPartnerCallbackMutation.graphql.ts';
import { type MutationHandlers, type TypedError, typedErrorMessage } from '../../../relay/typedErrors.ts';

export type ResendPartnerCallbackResult = useResendPartnerCallbackMutation['response']['resendPartnerCallback'];

/** The delivery to send again: its id, and the store record its row reads (`__id`). */
export type ResentDelivery = { callbackId: string; recordId: string };

/**
 * Sends one callback of the viewer's app again (the delivery log's resend button): the same delivery
 * starts over, pending with attempts from zero. A PartnerCallback has no id, so Relay cannot merge
 * the payload's `callback` by itself: the updater copies it onto the record the row reads (the
 * payload selects the row's fragment, so it holds everything the row shows), and the row shows the
 * new state without a refetch. A typed error leaves the store as it was.
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
    ({ callbackId, recordId }: ResentDelivery, { onSuccess, onFailure, onError }: MutationHandlers<ResendPartnerCallbackResult>) =>
      commit({
        variables: { callbackId },
        updater: (store) => {
          const next = store.getRootField('resendPartnerCallback')?.getLinkedRecord('callback');
          if (next) store.get(recordId)?.copyFieldsFrom(next);
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
