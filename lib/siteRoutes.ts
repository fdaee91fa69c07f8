// The web app's pages (docs/web-client.md "Site pages and HTTP 404"), shared by the client's routes
// (web/routes/routes.tsx, kept in agreement by tests/web/siteRoutes.test.ts) and the server, which
// answers index.html with 200 for these paths and with 404 for every other page path (the client
// then shows its 404 page).

/**
 * Route patterns as react-router writes them: a `:name` segment matches any one segment. `/user`
 * itself is a route (it sends the user to /user/setting).
 */
export const SITE_ROUTES = [
  '/',
  '/help',
  '/help/:serial',
  '/download/app',
  '/notice',
  '/market',
  '/information',
  '/sellhot',
  '/news',
  '/news/:slug',
  '/openplat',
  '/multiplatform',
  '/goods',
  '/serverError',
  '/agreement/:slug',
  '/user',
  '/user/setting',
  '/user/wallet',
  '/user/order',
  '/user/buyOrder',
  '/user/bargain',
  '/user/lease',
  '/user/steam',
  '/user/inventory',
  '/user/sell',
  '/user/openapi',
  '/user/orderDetail',
  '/user/messageCenter',
  '/sans',
  '/downloadh5.html',
] as const;

export type SiteRoute = (typeof SITE_ROUTES)[number];

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** Whether a route pattern matches a path; like react-router: case-insensitive, trailing slashes ignored. */
export function routeMatches(pattern: string, pathname: string): boolean {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  if (expected.length !== actual.length) return false;
  return expected.every((segment, index) => segment.startsWith(':') || segment.toLowerCase() === actual[index].toLowerCase());
}

/** The route pattern a path (without query string) belongs to, or undefined when no page of the site has it. */
export function siteRouteOf(pathname: string): SiteRoute | undefined {
  return SITE_ROUTES.find((pattern) => routeMatches(pattern, pathname));
}
