import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { SILENT_PATH } from './auth/returnTarget.ts';
import { completeSilentSignIn } from './auth/silentCallback.ts';
import { startsOnHome } from './firstScreen.ts';
import { initI18n } from './i18n.ts';
import { loadAllStyles } from './shell/styles/firstStyles.ts';
import { warnOnTimeZoneMismatch } from './shell/timeZone.ts';

async function start() {
  if (window.location.pathname === SILENT_PATH) {
    await completeSilentSignIn();
    return;
  }
  warnOnTimeZoneMismatch();
  // The home page shows with its own styles while the others follow (ADR 0022); every other page waits for them.
  const allStyles = loadAllStyles();
  allStyles.catch((error: unknown) => console.error('the styles failed to load', error));
  await Promise.all([initI18n(), startsOnHome() ? null : allStyles]);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

start().catch((error: unknown) => console.error('the console failed to start', error));
