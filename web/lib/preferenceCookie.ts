// A preference the app keeps in the browser's storage (the language, the currency) mirrored in a
// cookie, so that the server writes a first visit's page for it (api/http/pageHtml.ts). Not a
// credential: scripts read and write it, and it is sent same-site only.

/** Keeps the cookie `name` at `value` for a year (Secure on an https page); nothing outside a browser. */
export function writePreferenceCookie(name: string, value: string): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox, and this is one plain cookie
  document.cookie = `${name}=${value}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
