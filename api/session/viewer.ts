// The acting user of a request, shared by every domain, REST and GraphQL: services take the Viewer
// and check ownership against it; the adapters refuse a request without one (401) before calling them.
import type { User } from '../db/generated/prisma/client.ts';
import { AppError, NotFoundError } from '../errors.ts';
import type { MessageKey } from '../i18n/messages.ts';

/**
 * The signed-in user of a request and their session. `verifiedUntil`: until when the session counts
 * as verified by SMS for step-up actions (its last verification plus STEP_UP_WINDOW_SECONDS; null
 * when it never was). See api/security/operationPolicy.ts.
 */
/** An approved partner's app acting for its user through signed requests (api/modules/openplatform/partnerAuth.ts). */
export type PartnerIdentity = { appId: string; rateLimitPerSecond: number; dailyOrders: number; dailyAmountCents: number };

export type Viewer = {
  user: User;
  sessionId: string;
  verifiedAt: Date | null;
  verifiedUntil: Date | null;
  /** set when a partner's signed request acts: the rules for partners (trade URLs, merchant order numbers, daily limits) read it */
  partner?: PartnerIdentity;
};

/** Not signed in, or the session is gone: envelope code 401, which the client keeps silent. */
export class UnauthenticatedError extends AppError {
  constructor(messageKey: MessageKey = 'auth.loginRequired') {
    super(messageKey, {}, 'UNAUTHENTICATED', 401);
  }
}

/** The viewer, or 401: "log in again" when the request carried a session cookie that no longer works, else "log in". */
/** An id no row has: what a lookup for a visitor, or for someone else's row, matches. */
export const NO_ROW_ID = '00000000-0000-0000-0000-000000000000';

/** The viewer when `userId` is the viewer themself; another user's id is not found (their own fields answer only for them). */
export function requireSelf(viewer: Viewer, userId: string): Viewer {
  if (userId !== viewer.user.id) throw new NotFoundError();
  return viewer;
}

export function requireSignedIn(viewer: Viewer | undefined, hadSessionCookie: boolean): Viewer {
  if (!viewer) throw new UnauthenticatedError(hadSessionCookie ? 'auth.sessionInvalid' : 'auth.loginRequired');
  return viewer;
}

/**
 * Step-up verification (docs/security.md "Sensitive actions"): what api/security/operationPolicy.ts
 * classes as moving money or items or changing account security needs a session verified by SMS
 * within STEP_UP_WINDOW_SECONDS (a login counts). REST answers code 4031 (HTTP 403), GraphQL
 * StepUpRequiredError; nothing changes.
 */
export class StepUpRequiredError extends AppError {
  constructor() {
    super('auth.stepUpRequired', {}, 'STEP_UP_REQUIRED', 4031);
  }
}

export function isStepUpFresh(viewer: Pick<Viewer, 'verifiedUntil'>, now: Date): boolean {
  return viewer.verifiedUntil !== null && viewer.verifiedUntil.getTime() > now.getTime();
}
