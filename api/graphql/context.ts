import type { Language } from '../i18n/messages.ts';
import type { SignedIn } from '../modules/auth/auth.service.ts';
import type { Viewer } from '../session/viewer.ts';
import type { Services } from '../services.ts';

export type GraphQLContext = {
  language: Language;
  services: Services;
  currency: Services['currency'];
  /** The signed-in user, if the request carries a live session cookie. */
  viewer: Viewer | undefined;
  /** Whether the request carried a session cookie at all (to tell "log in" from "log in again"). */
  hadSessionCookie: boolean;
  sessionToken: string | undefined;
  request: { ip: string; userAgent?: string };
  setSession(signedIn: SignedIn): void;
  clearSession(): void;
};

/** The contexts of executions that read the viewer (their answers depend on who asks). */
const viewerReaders = new WeakSet<object>();

/**
 * Gives the context being built (Yoga's, which the factory's answer is then assigned onto) `viewer`
 * as an accessor that remembers being read: a resolver whose answer depends on who asks reads it (an
 * own-data field, a "mine?" flag, the session scopes), so an execution that never did answers the
 * same for everyone (the response cache shares it).
 */
export function trackViewerReads(context: object, viewer: Viewer | undefined): void {
  let current = viewer;
  Object.defineProperty(context, 'viewer', {
    enumerable: true,
    get() {
      viewerReaders.add(context);
      return current;
    },
    set(next: Viewer | undefined) {
      current = next;
    },
  });
}

/** Whether the execution of this context read the viewer. */
export function viewerWasRead(context: object): boolean {
  return viewerReaders.has(context);
}
