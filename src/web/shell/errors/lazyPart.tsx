import { type ComponentType, lazy } from 'react';
import { isChunkLoadError } from './chunkLoad.ts';
import { PageCodeRetry } from './PageCodeRetry.tsx';

/**
 * A part of a page whose code loads after the page (a map, charts, the grid): while that code cannot be
 * fetched the part says so in its place and keeps trying, and the page around it (a form being typed in)
 * stays; React's lazy() alone would throw to the route's error page and keep the failure for good.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  const loadOnce = async () => {
    loaded ??= await load();
    return loaded;
  };
  return lazy(async () => {
    try {
      return { default: await loadOnce() };
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      return {
        default: (props: P) => <PageCodeRetry load={loadOnce} loaded={() => loaded} props={props} />,
      };
    }
  }) as unknown as ComponentType<P>;
}
