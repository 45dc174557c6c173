import { createContext, useContext } from 'react';
import type { Permission } from '../../domain/permissions.ts';
import type { Me } from '../../domain/session.ts';

/** The signed-in user as every screen sees it; permissions are checked synchronously from `permissions`. */
export interface AuthSession {
  me: Me;
  permissions: ReadonlySet<Permission>;
  /** Minutes of inactivity before the console signs out. */
  idleMinutes: number;
  /** Ends the session at the login server (shows "logout in process" meanwhile). */
  logout(): void;
  /** Sends the user through the login server again, back to the current page (after a 401). */
  relogin(): void;
  /** Renews the access token now; resolves to its expiry, or null when renewal failed. */
  renewToken(): Promise<Date | null>;
  /** The current access token, for the debug token view. */
  accessToken(): Promise<string | null>;
}

export const AuthContext = createContext<AuthSession | null>(null);

export function useAuth(): AuthSession {
  const session = useContext(AuthContext);
  if (!session) throw new Error('useAuth needs an AuthProvider');
  return session;
}

export function useMe(): Me {
  return useAuth().me;
}

export function usePermissions(): ReadonlySet<Permission> {
  return useAuth().permissions;
}
