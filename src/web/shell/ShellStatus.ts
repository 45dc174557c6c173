import { createContext, useContext } from 'react';

/**
 * Live facts the shell displays but does not own: the dashboard provides them (ShellStatusContext.Provider
 * around the layout's content); until it does, counts are unknown (null) and the switches are off.
 */
export interface ShellStatus {
  /** Events counted for the header badge; null hides the badge. */
  eventCount: number | null;
  /** Events waiting for the decision of the user's canton (interstate approval); null hides the badge. */
  approvalCount: number | null;
  /** Wake-ups waiting for this user; null hides the badge. */
  wakeupCount: number | null;
  sirenTestActive: boolean;
  /** Whether a siren test runs is not known yet (the first answer is awaited): its pages wait. */
  sirenTestPending: boolean;
  /** The central system is unreachable. */
  emergencyMode: boolean;
  degradedMode: boolean;
}

export const UNKNOWN_STATUS: ShellStatus = {
  eventCount: null,
  approvalCount: null,
  wakeupCount: null,
  sirenTestActive: false,
  sirenTestPending: false,
  emergencyMode: false,
  degradedMode: false,
};

export const ShellStatusContext = createContext<ShellStatus>(UNKNOWN_STATUS);

export function useShellStatus(): ShellStatus {
  return useContext(ShellStatusContext);
}
