import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from '@playwright/test';
import { ConsoleProcess } from './support/dashboard.ts';
import { login } from './support/session.ts';
import { test } from './support/test.ts';

// Its own console (dashboard.spec.ts uses E2E_PORT + 1000 … 1002), checking its channels every second.
const port = Number(process.env.E2E_PORT ?? 8199) + 1003;
const dataDir = `data/e2e-${port}`;

let gateway: Server;
let icaroAnswers = 200;
let console_: ConsoleProcess;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // A stand-in for the ICARO gateway's health URL, answering what the test tells it.
  gateway = createServer((_request, response) => {
    response.statusCode = icaroAnswers;
    response.end();
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  rmSync(dataDir, { recursive: true, force: true });
  console_ = new ConsoleProcess(port, {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    MQTT_URL: 'mqtt://127.0.0.1:1883',
    ICARO_URL: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/health`,
    CHANNEL_CHECK_SECONDS: '1',
  });
  await console_.start();
});

test.afterAll(async () => {
  await console_?.stop();
  gateway?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a cantonal operator sees the monitoring box, and degraded mode as soon as ICARO fails', async ({
  page,
}) => {
  await login(page, 'zh.operator', undefined, `${console_.origin}/home?sidemenu=1`);
  const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
  await menu.getByRole('button', { name: 'Überwachung' }).click();
  const box = menu.getByRole('region', { name: 'Offene Fehler' });
  // Zurich's own open errors (the demo data's), as the current-error grids list them.
  await expect(box).toContainText(
    'Polyalert-Komponenten (Zentrale, Sirenen, FGP, KGP, KSP)Fehler: 1Warnungen: 1',
  );
  await expect(box).toContainText('Netzwerk und ÜbertragungswegeFehler: 1Warnungen: 0');

  const channels = page.getByText(/Kanäle: \d von 5 verfügbar/);
  await expect(channels).toHaveText('Kanäle: 3 von 5 verfügbar');
  const degraded = page.getByRole('status').filter({ hasText: 'Eingeschränkter Betrieb' });
  await expect(degraded).toHaveCount(0);

  // No reload: the server's next check publishes the change on the live topic `system`.
  icaroAnswers = 503;
  await expect(degraded).toBeVisible();
  await expect(channels).toHaveText('Kanäle: 2 von 5 verfügbar');
  await channels.hover();
  await expect(page.getByRole('tooltip')).toContainText('ICARO live');

  icaroAnswers = 200;
  await expect(degraded).toHaveCount(0);
});

test('the wake-up banner names the newest wake-up to act on, in the operator’s language, until closed', async ({
  page,
}) => {
  await login(page, 'zh.operator', undefined, `${console_.origin}/home`);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /Aufgebote/ })).toContainText('2');
  const banner = page.getByRole('alert', { name: 'Aufgebot aktualisiert' });
  await expect(banner).toContainText('Aktualisiert: Sturmwarnung Berner Oberland bis 22:00 verlängert');
  await expect(banner).toHaveClass(/notification/);
  await banner.getByRole('button', { name: 'Hinweis auf das Aufgebot schliessen' }).click();
  await expect(banner).toHaveClass(/closing/);
  await expect(banner).toHaveCount(0);
});
