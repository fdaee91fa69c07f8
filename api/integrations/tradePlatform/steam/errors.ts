/**
 * Steam's failures in our codes. Messages are built here from fixed words, EResult names and
 * numbers only: a library's message may hold a URL with an access token, so it is never copied.
 */
import { EResult } from 'steam-session';
import { TradePlatformError, type TradePlatformErrorCode } from '../port.ts';

/** What the Steam libraries attach to their errors. */
type SteamLibraryError = { eresult?: unknown; code?: unknown; cause?: unknown; message?: unknown };

/** The EResult number an error carries (steam-session: `eresult`; steam-tradeoffer-manager: "… (26)" or `eresult`). */
export function eresultOf(error: unknown): number | null {
  if (error === null || typeof error !== 'object') return null;
  const { eresult } = error as SteamLibraryError;
  const value = typeof eresult === 'string' ? Number(eresult) : eresult;
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

function eresultLabel(eresult: number): string {
  const name = (EResult as unknown as Record<number, string | undefined>)[eresult];
  return name ? `${name} (${eresult})` : `EResult ${eresult}`;
}

/** A network failure's code (ETIMEDOUT, ECONNRESET, …), safe to show. */
function networkCode(error: unknown): string | null {
  if (error === null || typeof error !== 'object') return null;
  const { code } = error as SteamLibraryError;
  return typeof code === 'string' && /^E[A-Z_]{2,30}$/.test(code) ? code : null;
}

function reasonOf(error: unknown): string {
  const eresult = eresultOf(error);
  if (eresult !== null) return eresultLabel(eresult);
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'no answer in time';
  return networkCode(error) ?? 'unexpected failure';
}

const LOGIN_CODES: ReadonlyMap<number, TradePlatformErrorCode> = new Map([
  [EResult.InvalidPassword, 'BAD_CREDENTIALS'],
  [EResult.AccountNotFound, 'BAD_CREDENTIALS'],
  [EResult.InvalidName, 'BAD_CREDENTIALS'],
  [EResult.TwoFactorCodeMismatch, 'GUARD_CODE_REJECTED'],
  [EResult.InvalidLoginAuthCode, 'GUARD_CODE_REJECTED'],
  [EResult.RateLimitExceeded, 'RATE_LIMITED'],
  [EResult.AccountLoginDeniedThrottle, 'RATE_LIMITED'],
  [EResult.LimitExceeded, 'RATE_LIMITED'],
]);

/** A failure of signing in with a password and a Steam Guard code. */
export function signInError(error: unknown): TradePlatformError {
  if (error instanceof TradePlatformError) return error;
  const eresult = eresultOf(error);
  const code = (eresult !== null && LOGIN_CODES.get(eresult)) || 'UNAVAILABLE';
  return new TradePlatformError(code, `Steam sign-in failed: ${reasonOf(error)}`);
}

/** EResults with which Steam refuses a refresh token that no longer works. */
const DEAD_TOKEN_RESULTS: ReadonlySet<number> = new Set([
  EResult.AccessDenied,
  EResult.Revoked,
  EResult.Expired,
  EResult.InvalidSignature,
  EResult.NotLoggedOn,
  EResult.InvalidParam,
]);

/** A failure of using a stored refresh token (renewing it, or deriving an access token or cookies from it). */
export function sessionError(error: unknown): TradePlatformError {
  if (error instanceof TradePlatformError) return error;
  const eresult = eresultOf(error);
  if (eresult !== null && DEAD_TOKEN_RESULTS.has(eresult)) {
    return new TradePlatformError('SESSION_EXPIRED', `Steam refused the stored session: ${eresultLabel(eresult)}`);
  }
  if (eresult === EResult.RateLimitExceeded || eresult === EResult.LimitExceeded) {
    return new TradePlatformError('RATE_LIMITED', `Steam is limiting requests: ${eresultLabel(eresult)}`);
  }
  if (error instanceof Error && /^Not Logged In$/.test(error.message)) {
    return new TradePlatformError('SESSION_EXPIRED', 'Steam answered as if signed out');
  }
  return new TradePlatformError('UNAVAILABLE', `Steam could not be used: ${reasonOf(error)}`);
}

/**
 * A failure of sending, reading or cancelling an offer through steam-tradeoffer-manager, which sets
 * `cause` for the failures it recognises and `eresult` from Steam's "… (n)" messages.
 */
export function offerError(error: unknown, action: string): TradePlatformError {
  if (error instanceof TradePlatformError) return error;
  const cause = error !== null && typeof error === 'object' ? (error as SteamLibraryError).cause : undefined;
  switch (cause) {
    case 'TradeBan':
    case 'TargetCannotTrade':
      return new TradePlatformError('PARTNER_UNAVAILABLE', `Steam refused to ${action}: the partner cannot trade`);
    case 'NewDevice':
      return new TradePlatformError('NOT_TRADABLE', `Steam refused to ${action}: the account is under a new-device trade hold`);
    case 'OfferLimitExceeded':
      return new TradePlatformError('RATE_LIMITED', `Steam refused to ${action}: too many offers`);
    case 'ItemServerUnavailable':
      return new TradePlatformError('UNAVAILABLE', `Steam refused to ${action}: the CS2 item server is unavailable`);
  }
  const eresult = eresultOf(error);
  switch (eresult) {
    case EResult.Revoked: // items no longer in the inventory, or not tradable
      return new TradePlatformError('NOT_TRADABLE', `Steam refused to ${action}: an item is not available (${eresultLabel(eresult)})`);
    case EResult.AccessDenied: // wrong token, private inventory, or the partner cannot trade with us
    case EResult.LimitExceeded: // the partner's inventory is full
      return new TradePlatformError('PARTNER_UNAVAILABLE', `Steam refused to ${action}: ${eresultLabel(eresult)}`);
    case EResult.RateLimitExceeded:
      return new TradePlatformError('RATE_LIMITED', `Steam refused to ${action}: ${eresultLabel(eresult)}`);
  }
  if (error instanceof Error && error.message === 'Not Logged In') {
    return new TradePlatformError('SESSION_EXPIRED', `Steam refused to ${action}: signed out`);
  }
  return new TradePlatformError('UNAVAILABLE', `Steam could not ${action}: ${reasonOf(error)}`);
}

/** An HTTP answer that is not a success, for requests we make ourselves. */
export function httpStatusError(status: number, what: string): TradePlatformError {
  if (status === 401 || status === 403) return new TradePlatformError('SESSION_EXPIRED', `Steam refused ${what} (HTTP ${status})`);
  if (status === 429) return new TradePlatformError('RATE_LIMITED', `Steam is limiting ${what} (HTTP 429)`);
  return new TradePlatformError('UNAVAILABLE', `Steam could not answer ${what} (HTTP ${status})`);
}
