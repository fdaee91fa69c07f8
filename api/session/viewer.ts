// The acting user of a request, shared by every domain, REST and GraphQL: services take the Viewer
// and check ownership against it; the adapters refuse a request without one (401) before calling them.
import type { User } from '../db/generated/prisma/client.ts';
import { AppError } from '../errors.ts';
import type { MessageKey } from '../i18n/messages.ts';

/** The signed-in user of a request and their session. */
export type Viewer = { user: User; sessionId: string };

/** Not signed in, or the session is gone: envelope code 401, which the client keeps silent. */
export class UnauthenticatedError extends AppError {
  constructor(messageKey: MessageKey = 'auth.loginRequired') {
    super(messageKey, {}, 'UNAUTHENTICATED', 401);
  }
}

/** The viewer, or 401: "log in again" when the request carried a session cookie that no longer works, else "log in". */
export function requireSignedIn(viewer: Viewer | undefined, hadSessionCookie: boolean): Viewer {
  if (!viewer) throw new UnauthenticatedError(hadSessionCookie ? 'auth.sessionInvalid' : 'auth.loginRequired');
  return viewer;
}
