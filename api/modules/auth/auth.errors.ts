import { AppError } from '../../errors.ts';

// the refusal of a request without a signed-in user belongs to every domain (api/session/viewer.ts)
export { UnauthenticatedError } from '../../session/viewer.ts';

// moved to api/errors.ts, where the throttles of every domain raise it
export { RateLimitError } from '../../errors.ts';

/** The request did not come from our own pages (no XMLHttpRequest marker, or another origin): 403, nothing changes. */
export class ForbiddenRequestError extends AppError {
  constructor() {
    super('auth.csrfRefused', {}, 'FORBIDDEN', 403);
  }
}

/** A signed-in user's action code (a withdrawal's SMS code) is wrong, used or expired: 400, nothing changes. */
export class ActionCodeError extends AppError {
  constructor(
    /** the live code the wrong try counts against, if there is one */
    readonly codeId: string | null,
  ) {
    super('auth.actionCodeInvalid', {}, 'CODE_INVALID', 400);
  }
}
