import { useEffect } from 'react';
import type { AccessContext } from '../../../domain/navigation.ts';
import { useAccessContext } from '../useAccessContext.ts';

export type PagePreload = () => Promise<unknown>;

// Without requestIdleCallback (older Safari, test DOMs) a short timeout keeps the work out of the way.
const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(run, { timeout: 10_000 })
    : setTimeout(run, 200);
const cancelIdle = (handle: number | ReturnType<typeof setTimeout>) =>
  typeof cancelIdleCallback === 'function' ? cancelIdleCallback(handle as number) : clearTimeout(handle);

/**
 * Fetches the code of every screen the user may open, one at a time when the browser is idle, so that
 * the menu still works while the server is away. A failed fetch is left for the page to retry.
 */
export function PagePreloader({ pagesFor }: { pagesFor: (context: AccessContext) => PagePreload[] }) {
  const context = useAccessContext();
  useEffect(() => {
    const pending = pagesFor(context);
    let stopped = false;
    let handle = whenIdle(next);
    function next() {
      const page = pending.shift();
      if (stopped || !page) return;
      void page()
        .catch(() => undefined)
        .then(() => {
          if (!stopped) handle = whenIdle(next);
        });
    }
    return () => {
      stopped = true;
      cancelIdle(handle);
    };
  }, [context, pagesFor]);
  return null;
}
