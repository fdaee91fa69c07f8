import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import { isSignedIn } from '../session/Session.tsx';

/**
 * The loader of a user-area page: its query is loaded only for a signed-in user. For a visitor it
 * answers null and the user layout shows the login guard instead of the page; after a login the
 * guard revalidates and this loader runs again.
 */
export function userPageLoader<T>(environment: IEnvironment, load: (args: LoaderFunctionArgs) => Promise<T>): LoaderFunction {
  return async (args) => ((await isSignedIn(environment)) ? load(args) : null);
}
