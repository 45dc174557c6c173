import { rmSync } from 'node:fs';
import { type Browser, expect } from '@playwright/test';
import pg from 'pg';
import { SEVERITY_COLOURS } from '../../src/domain/events.ts';
import deLocale from '../../src/web/locales/de.json' with { type: 'json' };
import frLocale from '../../src/web/locales/fr.json' with { type: 'json' };
import { ConsoleProcess, cantonColour, demoEventId, expectCount } from './support/dashboard.ts';
import { login } from './support/session.ts';
import { test } from './support/test.ts';

const de = deLocale.dashboard;
const CALM = '#EEF1F4';
// Its own consoles (each with the test-only event route) on ports next to the configured one.
const basePort = Number(process.env.E2E_PORT ?? 8199) + 1000;
const gasLeak = demoEventId((e) => e.state === 'APPROVAL_PENDING');

/** Two operators, each in a browser context of their own, looking at their home page. */
async function twoOperators(browser: Browser, nationalOrigin: string, bernOrigin: string) {
  const national = await (await browser.newContext({ baseURL: nationalOrigin })).newPage();
  const bern = await (await browser.newContext({ baseURL: bernOrigin })).newPage();
  await login(national, 'nat.operator');
  await login(bern, 'be.operator');
  await expectCount(bern, de.counters.activeEvents, 1);
  await expectCount(bern, de.counters.pendingPublications, 1);
  await expect(
    bern.getByRole('banner').getByRole('link', { name: deLocale.shell.header.events }),
  ).toContainText('1');
  await expect.poll(() => cantonColour(bern, 'Bern')).toBe(SEVERITY_COLOURS.WARNING);
  await expect.poll(() => cantonColour(national, 'Solothurn')).toBe(CALM);
  return { national, bern };
}

/** The gas leak of Bern and Solothurn becomes ACTIVE: within 1 s both views show it, without reload. */
async function expectActivationSeenWithinOneSecond({
  national,
  bern,
}: Awaited<ReturnType<typeof twoOperators>>) {
  const soon = { timeout: 1_000 };
  await expectCount(bern, de.counters.activeEvents, 2, soon);
  await expectCount(bern, de.counters.pendingPublications, 0, soon);
  await expectCount(national, de.counters.activeEvents, 4, soon);
  const headerLink = bern.getByRole('banner').getByRole('link', { name: deLocale.shell.header.events });
  await expect(headerLink).toContainText('2', soon);
  await expect.poll(() => cantonColour(bern, 'Bern'), soon).toBe(SEVERITY_COLOURS.ALARM);
  await expect.poll(() => cantonColour(national, 'Solothurn'), soon).toBe(SEVERITY_COLOURS.ALARM);
}

test.describe('dashboard on the embedded database', () => {
  const dataDir = `data/e2e-dashboard-${basePort}`;
  const embedded = new ConsoleProcess(basePort, { DATA_DIR: dataDir, DATABASE_URL: '' });
  test.use({ baseURL: embedded.origin });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    rmSync(dataDir, { recursive: true, force: true });
    await embedded.start();
  });
  test.afterAll(() => embedded.stop());

  test('an operator sees the seeded situation: colours per canton, tooltips and counters', async ({
    page,
  }) => {
    await login(page, 'nat.operator');
    await expectCount(page, de.counters.activeEvents, 3);
    await expectCount(page, de.counters.pendingPublications, 2);
    await expectCount(page, de.counters.inPreparationEvents, 1);
    await expect.poll(() => cantonColour(page, 'Zürich')).toBe(SEVERITY_COLOURS.ALARM);
    expect(await cantonColour(page, 'Bern')).toBe(SEVERITY_COLOURS.WARNING);
    expect(await cantonColour(page, 'Tessin')).toBe(SEVERITY_COLOURS.INFORMATION);
    expect(await cantonColour(page, 'Graubünden')).toBe(CALM);

    await page.locator('button[aria-label="Bern"]').focus();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toContainText('Schwere Gewitter im Berner Oberland');
    await expect(tooltip).toContainText('Gasaustritt bei Industrieanlage');
    await expect(page.getByText('Bundesamt für Statistik (BFS), GEOSTAT')).toBeVisible();
  });

  test('a national user who works in French sees the same situation in French', async ({ page }) => {
    await login(page, 'device.admin');
    await expectCount(page, frLocale.dashboard.counters.activeEvents, 3);
    await expect.poll(() => cantonColour(page, 'Zurich')).toBe(SEVERITY_COLOURS.ALARM);
  });

  test('an event made active recolours the canton and moves the counters on another console within 1 s', async ({
    browser,
    request,
  }) => {
    const operators = await twoOperators(browser, embedded.origin, embedded.origin);
    const answer = await request.post(`/api/test/events/${gasLeak}/state`, { data: { state: 'ACTIVE' } });
    expect(answer.ok()).toBe(true);
    await expectActivationSeenWithinOneSecond(operators);
  });

  test('emergency mode: a warning within 5 s of the central system stopping, reload and notice on its return', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await login(page, 'nat.operator');
    await expect.poll(() => cantonColour(page, 'Zürich')).toBe(SEVERITY_COLOURS.ALARM);
    const warning = page.getByRole('alert').filter({ hasText: deLocale.shell.mode.emergencyTitle });
    const active = page.getByRole('group', { name: de.counters.activeEvents });
    const activeBefore = (await active.textContent()) ?? '';

    await embedded.stop();
    const stopped = Date.now();
    await expect(warning).toBeVisible({ timeout: 5_000 });
    test
      .info()
      .annotations.push({ type: 'emergency warning after', description: `${Date.now() - stopped} ms` });
    await expect(page.getByText(de.emergency.enteredTitle)).toBeVisible();
    // The last known situation stays on screen.
    expect(await cantonColour(page, 'Zürich')).toBe(SEVERITY_COLOURS.ALARM);

    const reloaded = page.waitForResponse((r) => r.url().includes('/api/ecc/dashboard/events') && r.ok());
    await embedded.start();
    await expect(warning).toBeHidden({ timeout: 10_000 });
    await expect(page.getByText(de.emergency.recoveredTitle)).toBeVisible();
    await reloaded;
    await expect(active).toHaveText(activeBefore);
  });
});

// Several console servers share live messages through the socket.io postgres adapter (DESIGN.md §1).
test.describe('dashboard on two console servers sharing one PostgreSQL', () => {
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const databaseName = `e2e_dashboard_${basePort}`;
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString();
  const first = new ConsoleProcess(basePort + 1, {
    DATABASE_URL: databaseUrl,
    DATA_DIR: `data/e2e-${basePort + 1}`,
  });
  const second = new ConsoleProcess(basePort + 2, {
    DATABASE_URL: databaseUrl,
    DATA_DIR: `data/e2e-${basePort + 2}`,
  });
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const reachable = await admin('select 1').then(
      () => true,
      () => false,
    );
    test.skip(!reachable, `no PostgreSQL server at ${serverUrl}`);
    await admin(`drop database if exists ${databaseName} with (force)`);
    await admin(`create database ${databaseName}`);
    await first.start();
    await second.start();
  });
  test.afterAll(async () => {
    await first.stop();
    await second.stop();
    await admin(`drop database if exists ${databaseName} with (force)`).catch(() => undefined);
  });

  test('an event made active through one server reaches the operator on the other within 1 s', async ({
    browser,
    request,
  }) => {
    const operators = await twoOperators(browser, first.origin, second.origin);
    const answer = await request.post(`${first.origin}/api/test/events/${gasLeak}/state`, {
      data: { state: 'ACTIVE' },
    });
    expect(answer.ok()).toBe(true);
    await expectActivationSeenWithinOneSecond(operators);
  });
});
