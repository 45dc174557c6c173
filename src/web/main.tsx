import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { readAuthConfigEarly } from './auth/authConfig.ts';
import { currentLanguage, establishEarly } from './auth/establish.ts';
import { SILENT_PATH } from './auth/returnTarget.ts';
import { prefetchHome } from './features/home/prefetchHome.ts';
import { holdUntilFirstScreen, startsOnHome } from './firstScreen.ts';
import { initI18n } from './i18n.ts';
import { createQueryClient } from './queryClient.ts';
import { preloadHomePage } from './routes.tsx';
import { loadAllStyles } from './shell/styles/firstStyles.ts';
import { localeOf, prepareZurichClock, warnOnTimeZoneMismatch } from './shell/timeZone.ts';

async function start() {
  if (window.location.pathname === SILENT_PATH) {
    // The OpenID Connect client is a chunk of its own: a page from a stored session starts without it (ADR 0026).
    const { completeSilentSignIn } = await import('./auth/silentCallback.ts');
    await completeSilentSignIn();
    return;
  }
  warnOnTimeZoneMismatch();
  // What the first screen waits for is asked for at once, side by side, not one after the other.
  readAuthConfigEarly();
  // On the home page, what the first screen does not need (the rest of the texts among it) waits for it.
  holdUntilFirstScreen();
  const texts = initI18n();
  const queryClient = createQueryClient();
  // The home page's reads leave as soon as the user is known, not after the texts and the first render.
  establishEarly(texts, (client, me) => startsOnHome() && prefetchHome(queryClient, client, me));
  if (startsOnHome()) preloadHomePage();
  // In a task of its own, run while the sign-in waits for the server.
  setTimeout(() => prepareZurichClock(localeOf(currentLanguage())), 0);
  // The home page shows with its own styles while the others follow (ADR 0022); every other page waits for them.
  const allStyles = loadAllStyles();
  allStyles.catch((error: unknown) => console.error('the styles failed to load', error));
  await Promise.all([texts, startsOnHome() ? null : allStyles]);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}

start().catch((error: unknown) => console.error('the console failed to start', error));
