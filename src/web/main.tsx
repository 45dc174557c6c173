import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './shell/shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { SILENT_PATH } from './auth/returnTarget.ts';
import { completeSilentSignIn } from './auth/silentCallback.ts';
import { initI18n } from './i18n.ts';
import { warnOnTimeZoneMismatch } from './shell/timeZone.ts';

async function start() {
  if (window.location.pathname === SILENT_PATH) {
    await completeSilentSignIn();
    return;
  }
  warnOnTimeZoneMismatch();
  await initI18n();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

start().catch((error: unknown) => console.error('the console failed to start', error));
