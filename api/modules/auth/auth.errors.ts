import { AppError } from '../../errors.ts';
import type { MessageKey } from '../../i18n/messages.ts';

// the refusal of a request without a signed-in user belongs to every domain (api/session/viewer.ts)
export { UnauthenticatedError } from '../../session/viewer.ts';

/** Too many code requests; `retryAfterSeconds` says when the next one may be asked for. */
export class RateLimitError extends AppError {
  constructor(
    messageKey: MessageKey,
    readonly retryAfterSeconds: number,
  ) {
    super(messageKey, { seconds: retryAfterSeconds, minutes: Math.ceil(retryAfterSeconds / 60) }, 'RATE_LIMITED', 429);
  }
}

/** The request did not come from our own pages (no XMLHttpRequest marker): 403, nothing changes. */
export class ForbiddenRequestError extends AppError {
  constructor() {
    super('auth.csrfRefused', {}, 'FORBIDDEN', 403);
  }
}
