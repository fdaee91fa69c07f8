import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useLogoutMutation } from '../__generated__/useLogoutMutation.graphql.ts';
import { showToast } from '../components/toast/toastStore.ts';

/**
 * Ends the session on the server (docs/web-client.md "Signing in and out"). `onLoggedOut` runs when it
 * ended, or when there was none any more (it expired meanwhile: the user wanted exactly that); another
 * refusal is shown as a toast, and a transport failure (shown by the network layer) keeps the session.
 */
export function useLogout(): (onLoggedOut: () => void) => void {
  const [commit] = useMutation<useLogoutMutation>(graphql`
    mutation useLogoutMutation {
      logout {
        __typename
        ... on Error {
          code
          message
        }
      }
    }
  `);
  return useCallback(
    (onLoggedOut: () => void) => {
      commit({
        variables: {},
        onCompleted: ({ logout: result }) => {
          if (result.__typename === 'LogoutPayload' || result.__typename === 'UnauthenticatedError' || ('code' in result && result.code === 'UNAUTHENTICATED'))
            onLoggedOut();
          else if ('message' in result && result.message) showToast(result.message, 'error');
        },
      });
    },
    [commit],
  );
}
