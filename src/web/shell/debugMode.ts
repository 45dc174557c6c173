import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

const STORAGE_KEY = 'console.debug';

/** Debug mode: `?debug=1` turns it on for this browser tab, `?debug=0` off; otherwise the tab remembers it. */
export function debugModeOf(requested: string | null, stored: string | null): boolean {
  if (requested === '1' || requested === '0') return requested === '1';
  return stored === '1';
}

export function useDebugMode(): boolean {
  const [params] = useSearchParams();
  const requested = params.get('debug');
  useEffect(() => {
    if (requested === '1') sessionStorage.setItem(STORAGE_KEY, '1');
    if (requested === '0') sessionStorage.removeItem(STORAGE_KEY);
  }, [requested]);
  return debugModeOf(requested, sessionStorage.getItem(STORAGE_KEY));
}
