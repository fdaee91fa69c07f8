import { AppError } from '../../errors.ts';
import type { MessageKey } from '../../i18n/messages.ts';

/** Not signed in, or the session is gone: envelope code 401, which the client keeps silent. */
export class UnauthenticatedError extends AppError {
  constructor(messageKey: MessageKey = 'auth.loginRequired') {
    super(messageKey, {}, 'UNAUTHENTICATED', 401);
  }
}

// moved to api/errors.ts, where the throttles of every domain raise it
export { RateLimitError } from '../../errors.ts';

/** The request did not come from our own pages (no XMLHttpRequest marker, or another origin): 403, nothing changes. */
export class ForbiddenRequestError extends AppError {
  constructor() {
    super('auth.csrfRefused', {}, 'FORBIDDEN', 403);
  }
}
