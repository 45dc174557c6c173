import { PUBLIC } from '../api/bases.ts';

/** Login settings the console server publishes at `{PUBLIC}/auth-config`. */
export interface AuthConfig {
  authority: string;
  clientId: string;
  scope: string;
  /** Minutes without key, mouse or navigation before the console signs the user out (SESSION_IDLE_MINUTES). */
  idleMinutes?: number;
}

export const DEFAULT_IDLE_MINUTES = 30;

function isAuthConfig(value: unknown): value is AuthConfig {
  const config = value as AuthConfig | null;
  return (
    typeof config?.authority === 'string' &&
    typeof config.clientId === 'string' &&
    typeof config.scope === 'string'
  );
}

/** Reads the login settings; throws with a readable reason when the server does not give them. */
export async function fetchAuthConfig(): Promise<AuthConfig> {
  const response = await fetch(`${PUBLIC}/auth-config`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${PUBLIC}/auth-config: HTTP ${response.status}`);
  const config: unknown = await response.json();
  if (!isAuthConfig(config)) throw new Error(`${PUBLIC}/auth-config: unexpected answer`);
  return config;
}

let early: Promise<AuthConfig> | null = null;

/** Starts reading the login settings at once, while the console's code and texts still load (main.tsx). */
export function readAuthConfigEarly() {
  early ??= fetchAuthConfig();
  early.catch(() => undefined);
}

/** The login settings read early, else read now; each early answer is used once (a retry reads again). */
export function takeAuthConfig(): Promise<AuthConfig> {
  const config = early ?? fetchAuthConfig();
  early = null;
  return config;
}
