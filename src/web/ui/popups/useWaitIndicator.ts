import { useCallback, useState } from 'react';

/** How long a wait must last before the indicator shows (SPEC.md §9: configurable). */
export const DEFAULT_WAIT_DELAY_MS = 400;

// Once shown, the indicator stays at least this long, so that work ending just after the delay does not flash it.
const MIN_VISIBLE_MS = 300;

/**
 * Tracks the pieces of work the console waits for. `waiting` turns true only for work still running after
 * `delayMs`, so fast work never shows the indicator.
 */
export function useWaitIndicator(delayMs: number) {
  const [shownCount, setShownCount] = useState(0);

  const withWait = useCallback(
    async <T>(work: Promise<T>): Promise<T> => {
      let shownAt: number | null = null;
      const timer = setTimeout(() => {
        shownAt = Date.now();
        setShownCount((count) => count + 1);
      }, delayMs);
      try {
        return await work;
      } finally {
        clearTimeout(timer);
        if (shownAt !== null) {
          const rest = Math.max(0, shownAt + MIN_VISIBLE_MS - Date.now());
          setTimeout(() => setShownCount((count) => count - 1), rest);
        }
      }
    },
    [delayMs],
  );

  return { waiting: shownCount > 0, withWait };
}
