/** Steam's tokens are JWTs; reading their claims needs no network and no signature check. */

export type SteamJwtClaims = {
  /** "steam" for refresh tokens, "r:<id>" for access tokens derived from one */
  iss?: string;
  /** the SteamID64 of the account */
  sub?: string;
  aud?: string[];
  /** Unix seconds */
  exp?: number;
  iat?: number;
};

/** The payload of a JWT, or null when `token` is not a well-formed JWT with a JSON object payload. */
export function decodeJwtClaims(token: string): SteamJwtClaims | null {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !/^[A-Za-z0-9_-]+={0,2}$/.test(parts[1])) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload) ? (payload as SteamJwtClaims) : null;
  } catch {
    return null;
  }
}

/** When the token stops working (its `exp` claim), or null when it has no usable one. */
export function jwtExpiry(token: string): Date | null {
  const exp = decodeJwtClaims(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) && exp > 0 ? new Date(exp * 1000) : null;
}

/** True when the token has expired at `nowMs`, or cannot tell when it expires (then it is unusable). */
export function isJwtExpired(token: string, nowMs: number): boolean {
  const expiry = jwtExpiry(token);
  return expiry === null || expiry.getTime() <= nowMs;
}
