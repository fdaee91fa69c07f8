import type { FastifyReply, FastifyRequest } from 'fastify';

/** What a new session gives the cookie: its token, and its expiry when the user asked to stay signed in. */
export type SessionCookie = { token: string; expiresAt: Date; lifetimeSeconds: number; keepLogin: boolean };

/** The session cookie is named Authorization, path / (docs/security.md "Signing in"). */
export const SESSION_COOKIE = 'Authorization';

export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE] || undefined;
}

/** HttpOnly, SameSite=Lax, Secure in production; 15 days with keep-login, else a browser-session cookie. */
export function setSessionCookie(reply: FastifyReply, signedIn: SessionCookie, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, signedIn.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    ...(signedIn.keepLogin ? { expires: signedIn.expiresAt, maxAge: signedIn.lifetimeSeconds } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}
