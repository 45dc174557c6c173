import { useEffect, useRef, useState } from 'react';
import { useMe } from '../../auth/AuthContext.ts';
import { clearDraft, type LocalDraft, readDraft, writeDraft } from './localDraft.ts';
import { useServerDown } from './useServerDown.ts';

export interface DraftState<T> {
  value: T;
  version: number;
  /** The form differs from what the server last accepted. */
  dirty: boolean;
}

/** The unsaved input this user left on the form `scope` (e.g. `event.12`) in this browser, read once. */
export function useRestoredDraft<T>(scope: string): LocalDraft<T> | null {
  const { userName } = useMe();
  const [restored] = useState(() => readDraft<T>(userName, scope));
  return restored;
}

/**
 * Keeps a form's unsaved input in this browser (per user and `scope`) until the server accepts it, so an
 * outage or a reload loses nothing.
 */
export function useKeptDraft<T>(scope: string, state: DraftState<T>) {
  const { userName } = useMe();
  const { value, version, dirty } = state;
  useEffect(() => {
    if (dirty) writeDraft(userName, scope, { value, version });
    else clearDraft(userName, scope);
  }, [userName, scope, value, version, dirty]);
}

/** Once the server answers again after an outage, saves what is still unsaved (`pending`). */
export function useSaveOnRecovery(pending: boolean, save: () => void) {
  const down = useServerDown();
  const wasDown = useRef(down);
  useEffect(() => {
    if (wasDown.current && !down && pending) save();
    wasDown.current = down;
  }, [down, pending, save]);
}
