import { useEffect, useSyncExternalStore } from 'react';
import { afterFirstScreen } from '../../firstScreen.ts';

export type FloatingParts = typeof import('./floatingParts.ts');

let parts: FloatingParts | null = null;
let loading: Promise<FloatingParts> | null = null;
const listeners = new Set<() => void>();

/** Loads the menus and tooltips once; a failed load is tried again by the next component that mounts. */
export function loadFloatingParts(): Promise<FloatingParts> {
  loading ??= import('./floatingParts.ts').then(
    (loaded) => {
      parts = loaded;
      for (const listener of listeners) listener();
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The menus and tooltips once loaded (null before); mounting starts the load, once the first screen shows. */
export function useFloatingParts(): FloatingParts | null {
  const current = useSyncExternalStore(
    subscribe,
    () => parts,
    () => parts,
  );
  useEffect(() => {
    afterFirstScreen()
      .then(loadFloatingParts)
      .catch((error: unknown) => console.warn('the menus and tooltips failed to load', error));
  }, []);
  return current;
}
