import { createContext, useContext } from 'react';

/**
 * What the emergency strip under the header says (i18n keys): why the console runs on its last known data,
 * or, for a few seconds after, that the central system is back.
 */
export interface EmergencyNotice {
  kind: 'outage' | 'recovered';
  titleKey: string;
  messageKey: string;
}

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
  /** The cause of emergency mode, or its end just now, for the strip under the header; null says nothing more. */
  emergencyNotice: EmergencyNotice | null;
  degradedMode: boolean;
}

export const UNKNOWN_STATUS: ShellStatus = {
  eventCount: null,
  approvalCount: null,
  wakeupCount: null,
  sirenTestActive: false,
  sirenTestPending: false,
  emergencyMode: false,
  emergencyNotice: null,
  degradedMode: false,
};

export const ShellStatusContext = createContext<ShellStatus>(UNKNOWN_STATUS);

export function useShellStatus(): ShellStatus {
  return useContext(ShellStatusContext);
}
