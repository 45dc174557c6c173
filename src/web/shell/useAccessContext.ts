import { useMemo } from 'react';
import type { AccessContext } from '../../domain/navigation.ts';
import { usePermissions } from '../auth/AuthContext.ts';
import { useDebugMode } from './debugMode.ts';
import { useShellStatus } from './ShellStatus.ts';

/** What the menu and guards decide on, updated whenever permissions, the siren test or debug mode change. */
export function useAccessContext(): AccessContext {
  const permissions = usePermissions();
  const { sirenTestActive } = useShellStatus();
  const debug = useDebugMode();
  return useMemo(() => ({ permissions, sirenTestActive, debug }), [permissions, sirenTestActive, debug]);
}
