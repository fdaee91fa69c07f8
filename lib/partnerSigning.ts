// The windows of a signed partner request, stated once for the server that enforces them and the
// /openplat page that tells partners about them (docs/open-platform.md "2. Signed requests").

/** How far a request's X-Timestamp may be from the server's clock. */
export const TIMESTAMP_WINDOW_MINUTES = 5;
/** How long a used X-Nonce is remembered: within this, the same nonce is refused as a replay. */
export const NONCE_MEMORY_MINUTES = 10;
