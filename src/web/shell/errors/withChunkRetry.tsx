import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { isChunkLoadError, RETRY_DELAYS_MS } from './chunkLoad.ts';
import { PageCodeRetry } from './PageCodeRetry.tsx';

type PageLoader = () => Promise<{ Component: ComponentType }>;
type LazyPage = () => Promise<{ Component: ComponentType } | { element: ReactNode }>;

function retrying(load: PageLoader, delays: readonly number[]): LazyPage {
  let loaded: ComponentType | null = null;
  const loadOnce = async () => {
    loaded ??= (await load()).Component;
    return loaded;
  };
  // React Router keeps a failed lazy() for good, so the route resolves to a page that keeps trying itself.
  return async () => {
    try {
      return { Component: await loadOnce() };
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      return { element: <PageCodeRetry load={loadOnce} loaded={() => loaded} delays={delays} /> };
    }
  };
}

/** The same routes, each lazy page retrying by itself while its code cannot be fetched. */
export function withChunkRetry(routes: RouteObject[], delays = RETRY_DELAYS_MS): RouteObject[] {
  return routes.map((route) => {
    const lazy = typeof route.lazy === 'function' ? { lazy: retrying(route.lazy as PageLoader, delays) } : {};
    const children = route.children ? { children: withChunkRetry(route.children, delays) } : {};
    return { ...route, ...lazy, ...children } as RouteObject;
  });
}
