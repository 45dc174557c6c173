import { useEffect, useState } from 'react';
import { serverNow } from '../../api/serverClock.ts';

/** The current time on the server's clock, renewed every `everyMs` while mounted: ages shown ("3 min ago") keep counting. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(serverNow()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
