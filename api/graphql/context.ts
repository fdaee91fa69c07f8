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
