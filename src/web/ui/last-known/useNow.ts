import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs` while mounted: ages shown ("3 min ago") keep counting. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
