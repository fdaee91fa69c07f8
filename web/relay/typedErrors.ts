import type { IEnvironment } from 'relay-runtime';
import { signOutLocally } from '../session/Session.tsx';

/** A member of a mutation's result union that is not its payload (`... on Error { code message }`). */
export type TypedError = { readonly __typename: string; readonly code?: string; readonly message?: string; readonly field?: string | null };

export function isUnauthenticated(error: TypedError): boolean {
  return error.__typename === 'UnauthenticatedError' || error.code === 'UNAUTHENTICATED' || error.code === '401';
}

/**
 * What to show for a typed error: null when there is nothing to show. "Not signed in" is silent
 * (docs/web-client.md "Messages and errors") and signs the user out locally.
 */
export function typedErrorMessage(error: TypedError, environment: IEnvironment): string | null {
  if (isUnauthenticated(error)) {
    signOutLocally(environment);
    return null;
  }
  return error.message || null;
}

/**
 * What the commit function of a mutation hook (`useXxx.ts` beside the component that owns it, whose
 * operation is `useXxxMutation`) reports back about the mutation's result union (`Result`): its
 * payload, or a typed error with the text to show for it (null: nothing to show, e.g. a signed-out
 * session). A transport failure has already been shown by the network layer: `onError` only lets
 * the caller clean up.
 */
export type MutationHandlers<Result> = {
  onSuccess?: (payload: Result) => void;
  onFailure?: (error: Result, message: string | null) => void;
  onError?: (error: Error) => void;
};
