import { useEffect, useEffectEvent, useState } from 'react';
import { serverNow } from './serverClock.ts';

/**
 * Whether the server's clock has reached `at` (epoch ms; never for null): the component renders again at that
 * moment, without a poll, and `onReached` runs then. A timer that fires early (the server's clock learnt
 * meanwhile) waits on for the rest.
 */
export function useServerDeadline(at: number | null, onReached?: () => void): boolean {
  const [now, setNow] = useState(serverNow);
  const fire = useEffectEvent(() => {
    const time = serverNow();
    setNow(time);
    if (at !== null && time >= at) onReached?.();
  });
  useEffect(() => {
    if (at === null || now >= at) return;
    const timer = window.setTimeout(fire, Math.max(0, at - serverNow()));
    return () => window.clearTimeout(timer);
  }, [at, now]);
  return at !== null && Math.max(now, serverNow()) >= at;
}
