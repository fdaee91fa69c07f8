import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSendLoginCodeMutation } from '../__generated__/useSendLoginCodeMutation.graphql.ts';
import type { MutationHandlers } from '../relay/typedErrors.ts';

export type SendLoginCodeResult = useSendLoginCodeMutation['response']['sendLoginCode'];

/**
 * Sends a login code by SMS: the payload, or a rate limit, says when the next one may be
 * asked for. A refusal's own message is the text to show (there is no session it could end).
 */
export function useSendLoginCode() {
  const [commit, inFlight] = useMutation<useSendLoginCodeMutation>(graphql`
    mutation useSendLoginCodeMutation($input: SendLoginCodeInput!) {
      sendLoginCode(input: $input) {
        __typename
        ... on SendLoginCodePayload {
          retryAfterSeconds
        }
        ... on RateLimitError {
          retryAfterSeconds
        }
        ... on ValidationError {
          field
        }
        ... on Error {
          code
          message
        }
      }
    }
  `);
  const sendCode = useCallback(
    (phone: string, { onSuccess, onFailure, onError }: MutationHandlers<SendLoginCodeResult>) =>
      commit({
        variables: { input: { phone } },
        onCompleted: ({ sendLoginCode: result }) => {
          if (result.__typename === 'SendLoginCodePayload') onSuccess?.(result);
          else onFailure?.(result, result.message || null);
        },
        onError,
      }),
    [commit],
  );
  return [sendCode, inFlight] as const;
}
