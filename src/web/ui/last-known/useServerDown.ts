import { useShellStatus } from '../../shell/ShellStatus.ts';

/**
 * Whether the central system (the server or its database) does not answer now: screens then show their
 * last-known data with its age and switch off every action that needs the server.
 */
export function useServerDown(): boolean {
  return useShellStatus().emergencyMode;
}
