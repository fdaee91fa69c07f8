// The route table (web/routes/routeTable.ts) is what the build's first-load manifest, the benchmark
// and the end-to-end tests know of the client's routes: the router must have exactly its routes, and
// each must load the page module the table names.
import path from 'node:path';
import type { RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '../../web/routes/routes.tsx';
import { ROUTE_MODULES } from '../../web/routes/routeTable.ts';

type LoadedPage = { Component: unknown };

/** The routes that load a page, by their whole path as the table writes it. */
function pageRoutes(routes: RouteObject[], parent = ''): { route: string; load: () => Promise<LoadedPage> }[] {
  return routes.flatMap((route) => {
    const whole = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    const own =
      typeof route.lazy === 'function' ? [{ route: route.path === '*' ? '/<unknown path>' : whole || '/', load: route.lazy as () => Promise<LoadedPage> }] : [];
    return [...own, ...pageRoutes(route.children ?? [], whole)];
  });
}

// no loader runs: the page modules' loader factories only take the environment
const routes = pageRoutes(createRoutes({} as IEnvironment));

describe('the route table', () => {
  it('names every route of the router that loads a page, and no other', () => {
    expect(routes.map(({ route }) => route)).toEqual(ROUTE_MODULES.map(({ route }) => route));
  });

  it('names the module each route loads', { timeout: 60_000 }, async () => {
    for (const { route, module } of ROUTE_MODULES) {
      const loaded = await routes.find((candidate) => candidate.route === route)?.load();
      const exports: Record<string, unknown> = await import(path.resolve('web', module));
      expect(Object.values(exports), `${route}: ${module}`).toContain(loaded?.Component);
    }
  });
});
