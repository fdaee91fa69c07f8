// lib/siteRoutes.ts (which paths the server answers as pages, with 200) and web/routes/routes.tsx
// (the client's routes) must name the same pages: a page missing from the list would answer 404,
// a listed path without a route would show the client's 404 page with a 200.
import type { RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { routeMatches, SITE_ROUTES, siteRouteOf } from '../../lib/siteRoutes.ts';
import { createRoutes } from '../../web/routes/routes.tsx';

/** Every page path of a route tree ('help/:serial?' is '/help' and '/help/:serial'); the catch-all is not a page. */
function pagePaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    const bases = route.path === undefined ? [parent] : expandOptional(join(parent, route.path));
    return bases.flatMap((base) => [...(route.index || (route.path !== undefined && !route.children) ? [base] : []), ...pagePaths(route.children ?? [], base)]);
  });
}

function join(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

function expandOptional(path: string): string[] {
  const optional = path.split('/').findIndex((segment) => segment.endsWith('?'));
  if (optional < 0) return [path];
  const segments = path.split('/');
  const without = [...segments.slice(0, optional), ...segments.slice(optional + 1)].join('/') || '/';
  const withIt = [...segments.slice(0, optional), segments[optional].slice(0, -1), ...segments.slice(optional + 1)].join('/');
  return [...expandOptional(without), ...expandOptional(withIt)];
}

// the route tree only: no loader runs, so no environment is used
const clientPaths = [...new Set(pagePaths(createRoutes({} as IEnvironment)))].sort();

describe('the site route list and the client routes', () => {
  it('finds the pages of the routes file', () => {
    expect(clientPaths).toEqual(expect.arrayContaining(['/', '/market', '/user', '/user/setting', '/sans', '/downloadh5.html', '/download/app']));
  });

  it('lists every page of the client', () => {
    expect(clientPaths.filter((path) => siteRouteOf(path) === undefined)).toEqual([]);
  });

  it('has a client route for every listed page', () => {
    expect(SITE_ROUTES.filter((pattern) => !clientPaths.some((path) => routeMatches(pattern, path)))).toEqual([]);
  });
});

describe('matching a path', () => {
  it('matches like the client router: parameters, any case, trailing slashes', () => {
    expect(siteRouteOf('/help/101')).toBe('/help/:serial');
    expect(siteRouteOf('/Market/')).toBe('/market');
    expect(siteRouteOf('/downloadh5.html')).toBe('/downloadh5.html');
    expect(siteRouteOf('/help/101/extra')).toBeUndefined();
    expect(siteRouteOf('/user/nope')).toBeUndefined();
    expect(siteRouteOf('/assets/app.js')).toBeUndefined();
  });
});
