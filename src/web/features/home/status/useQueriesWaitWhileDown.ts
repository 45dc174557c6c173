import { onlineManager } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * While the central system is down the console's queries wait (TanStack Query's offline state) instead of
 * failing: no retries hammer the server, no screen swaps its form for a load failure, and every query on
 * screen reloads when the system is back. Calls made directly, such as saves, still go out and report.
 */
export function useQueriesWaitWhileDown(down: boolean) {
  useEffect(() => {
    onlineManager.setOnline(!down);
    return () => onlineManager.setOnline(true);
  }, [down]);
}
