import { SITE_PAGE_TABLE, SITE_PAGES } from '@riftscope/contracts';
import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes } from './router.tsx';

/** Every page the routes show, as full patterns; `*` routes (not found, redirects) are none. */
function pagesOf(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    const path =
      route.path === undefined
        ? parent
        : route.path.startsWith('/')
          ? route.path
          : `${parent === '/' ? '' : parent}/${route.path}`;
    const own = route.index || (route.path !== undefined && !route.children) ? [path] : [];
    return [...own, ...pagesOf(route.children ?? [], path)];
  });
}

describe('the site pages the server counts views of', () => {
  it("are the router's pages, one for one", () => {
    const pages = pagesOf(createRoutes(new QueryClient()));
    expect([...pages].sort()).toEqual([...SITE_PAGES].sort());
  });
});

describe("contracts' page table", () => {
  const routed = new Set(pagesOf(createRoutes(new QueryClient())));
  const tabled = new Set<string>(SITE_PAGE_TABLE.map((page) => page.path));

  it('has each route the router declares', () => {
    expect([...routed].filter((path) => !tabled.has(path))).toEqual([]);
  });

  it('has no page the router does not declare', () => {
    expect([...tabled].filter((path) => !routed.has(path))).toEqual([]);
  });
});
