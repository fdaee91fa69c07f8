import type { IEnvironment } from 'relay-runtime';
import { signOutLocally } from '../session/Session.tsx';

/** A member of a mutation's result union that is not its payload (`... on Error { code message }`). */
export type TypedError = { readonly __typename: string; readonly code?: string; readonly message?: string; readonly field?: string | null };

export function isUnauthenticated(error: TypedError): boolean {
  return error.__typename === 'UnauthenticatedError' || error.code === 'UNAUTHENTICATED' || error.code === '401';
}

/**
 * What to show for a typed error: null when there is nothing to show. "Not signed in" is silent
 * (SPEC §8) and signs the user out locally.
 */
export function typedErrorMessage(error: TypedError, environment: IEnvironment): string | null {
  if (isUnauthenticated(error)) {
    signOutLocally(environment);
    return null;
  }
  return error.message || null;
}
