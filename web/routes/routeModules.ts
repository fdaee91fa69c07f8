// Which page module each route of routes.tsx loads, read from the routes file's text. Build-time
// tooling (no browser code): the Vite build's first-load manifest (vite.config.ts) and
// `npm run bench:web` read it.

/** A route as react-router writes it (`/help/:serial?`), or `/<unknown path>` for the catch-all. */
export type RouteModule = { route: string; module: string };

/** Route path → the page module it loads on demand (`pages/market/MarketPage.tsx`). */
export function routeModules(routesSource: string): RouteModule[] {
  const result: RouteModule[] = [];
  const userStart = routesSource.indexOf("path: 'user'");
  const outsideStart = routesSource.indexOf('// outside both layouts');
  for (const match of routesSource.matchAll(/import\('\.\.\/(pages\/[^']+)'\)/g)) {
    const before = routesSource.slice(0, match.index);
    const declared = [...before.matchAll(/path:\s*'([^']+)'|index:\s*true/g)].at(-1);
    const segment = declared?.[1] ?? '';
    const at = match.index ?? 0;
    const inUserArea = userStart >= 0 && at > userStart && (outsideStart < 0 || at < outsideStart);
    const route = segment === '*' ? '/<unknown path>' : inUserArea ? `/user/${segment}` : `/${segment}`;
    result.push({ route, module: `pages/${match[1].slice('pages/'.length)}` });
  }
  return result;
}
