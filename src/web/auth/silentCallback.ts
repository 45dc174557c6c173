import { fetchAuthConfig } from './authConfig.ts';
import { createUserManager } from './userManager.ts';

/** Runs in the hidden frame of a silent sign-in: hands the login server's answer to the console page. */
export async function completeSilentSignIn(): Promise<void> {
  const manager = createUserManager(await fetchAuthConfig(), window.location.origin);
  await manager.signinCallback();
}
