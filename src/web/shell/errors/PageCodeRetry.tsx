import { type ComponentType, useEffect, useState } from 'react';
import { isNewVersionDeployed, RETRY_DELAYS_MS } from './chunkLoad.ts';
import { PageUnreachable } from './PageUnreachable.tsx';

export interface PageCodeRetryProps<P extends object> {
  load: () => Promise<ComponentType<P>>;
  /** The page, if an earlier visit fetched it already. */
  loaded: () => ComponentType<P> | null;
  delays?: readonly number[];
  /** What the page (or part of a page) is given once it arrives. */
  props?: P;
}

/** Tries to fetch a page's code again and again, saying so, and shows the page once it arrives. */
export function PageCodeRetry<P extends object>({
  load,
  loaded,
  delays = RETRY_DELAYS_MS,
  props,
}: PageCodeRetryProps<P>) {
  const [Page, setPage] = useState<ComponentType<P> | null>(loaded);
  const [newVersion, setNewVersion] = useState(false);
  const arrived = Page !== null;

  useEffect(() => {
    if (arrived) return;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const schedule = () => {
      timer = setTimeout(tryAgain, delays[Math.min(attempt++, delays.length - 1)]);
    };
    const tryAgain = async () => {
      clearTimeout(timer);
      try {
        const loaded = await load();
        if (!stopped) setPage(() => loaded);
      } catch {
        if (stopped) return;
        setNewVersion(await isNewVersionDeployed());
        schedule();
      }
    };
    void isNewVersionDeployed().then((deployed) => !stopped && setNewVersion(deployed));
    schedule();
    // The network coming back is the best moment to try, whatever the back-off says.
    window.addEventListener('online', tryAgain);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', tryAgain);
    };
  }, [arrived, load, delays]);

  if (Page) return <Page {...(props as P)} />;
  return <PageUnreachable newVersion={newVersion} retrying />;
}
