import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { CANTONS } from '../../src/domain/cantons.ts';
import frLocale from '../../src/web/locales/fr.json' with { type: 'json' };
import { ownConsole } from './support/dashboard.ts';
import { login } from './support/session.ts';
import { test } from './support/test.ts';

// The demo's device administrator works in French.
const fr = frLocale.updates;
const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screens';
// A console of its own with a faultless, slow enough fleet and quick rollout steps, so the progress bars
// move in view: each canton lets 10 % of its devices update at once.
ownConsole('updates', 7, {
  FLEET_FAULT_RATE: '0',
  FLEET_UNPOWERED_RATE: '0',
  FLEET_FAILOVER_RATE: '0',
  FLEET_LATENCY_MS: '150',
  UPDATE_STEP_MS: '250',
  DEVICE_STATUS_POLL_MINUTES: '0',
});

const CANTON = 'AI';
// The update forms name cantons as the event editor does: "Appenzell Rhodes-Intérieures (AI)".
const CANTON_CHOICE = `${CANTONS.find((canton) => canton.code === CANTON)!.name.fr} (${CANTON})`;
const VERSION = '6.0.0';
const IMAGE = Buffer.from(`signed firmware image ${VERSION}\n`.repeat(400));

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** The FGPs of the device table narrowed to the canton: every row's running or transferred version. */
async function versionsIn(page: Page, column: 'running' | 'transferred') {
  return page.locator('tr[data-device^="FGP-"]').getByTestId(column).allTextContents();
}

test('a device administrator uploads a release, deploys it live stage by stage and activates it', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await login(page, 'device.admin', undefined, '/data/releases');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(frLocale.menu.data.releases);
  await page.getByRole('textbox', { name: fr.releases.version, exact: true }).fill(VERSION);
  await page
    .getByRole('textbox', { name: fr.releases.checksum })
    .fill(createHash('sha256').update(IMAGE).digest('hex'));
  await page.getByRole('textbox', { name: fr.releases.notes }).fill('Neue Funkparameter für Polycom');
  await page.locator('input[type="file"]').setInputFiles({
    name: `fgp-${VERSION}.bin`,
    mimeType: 'application/octet-stream',
    buffer: IMAGE,
  });
  await page.getByRole('button', { name: fr.releases.submit }).click();
  const row = page.locator(`tr[data-release="${VERSION}"]`);
  await expect(row).toContainText(fr.releases.statuses.AVAILABLE);
  await page.screenshot({ path: `${SCREENS}/update-releases-fr.png`, fullPage: true });

  await page.goto('/data/deploymenttasks');
  await choose(page, fr.deployments.release, `FGP ${VERSION}`);
  await choose(page, fr.deployments.cantons, CANTON_CHOICE);
  await page.getByRole('button', { name: fr.deployments.submit }).click();
  // The question names what the distribution reaches before anything starts.
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText(CANTON_CHOICE);
  await question.getByRole('button', { name: fr.deployments.submit }).click();
  const card = page.locator('[data-deployment]').first();
  await expect(card).toBeVisible();
  // The form is empty again and the new rollout is marked and in view: a second one is not one click away.
  await expect(card).toHaveAttribute('data-started', 'true');
  await expect(card).toBeFocused();
  await expect(page.getByRole('combobox', { name: fr.deployments.release }).first()).toHaveValue('');
  await expect(page.getByRole('button', { name: fr.deployments.submit })).toBeDisabled();
  // The overall bar's text, as it moves without a reload: some devices done while others still wait.
  const overall = card.locator('[data-stage]').first().getByTestId('stage-progress');
  const seen = new Set<string>();
  await expect
    .poll(
      async () => {
        const text = (await overall.textContent()) ?? '';
        seen.add(text);
        const [done, total] = (text.match(/\d+/g) ?? []).map(Number);
        return done !== undefined && done > 0 && done < (total ?? 0);
      },
      { timeout: 30_000, intervals: [100] },
    )
    .toBe(true);
  await page.screenshot({ path: `${SCREENS}/update-deployment-running-fr.png`, fullPage: true });
  // Started again on purpose while it runs, the same rollout is refused with the reason (as information: it
  // is a foreseeable answer, not a failure), and nothing starts.
  await choose(page, fr.deployments.release, `FGP ${VERSION}`);
  await choose(page, fr.deployments.cantons, CANTON_CHOICE);
  await page.getByRole('button', { name: fr.deployments.submit }).click();
  const refusal = page.getByRole('dialog', { name: fr.deployments.alreadyDeployingTitle });
  await expect(refusal).toContainText(
    fr.errors.alreadyDeploying.replace('{{deployments}}', `FGP ${VERSION}`),
  );
  await refusal.getByRole('button', { name: frLocale.ui.popups.ok }).click();
  await expect(page.locator('[data-deployment]')).toHaveCount(1);
  await expect(card).toHaveAttribute('data-status', 'DONE', { timeout: 60_000 });
  seen.add((await overall.textContent()) ?? '');
  expect(seen.size).toBeGreaterThan(2);
  // Overall, the pilot group and three waves.
  await expect(card.locator('[data-stage]')).toHaveCount(5);
  await page.screenshot({ path: `${SCREENS}/update-deployment-done-fr.png`, fullPage: true });

  await page.goto('/data/xgpstates');
  await choose(page, fr.devices.canton, CANTON);
  await expect.poll(() => versionsIn(page, 'transferred')).toContain(VERSION);
  const before = await versionsIn(page, 'running');
  expect(before).not.toContain(VERSION);

  await page.goto('/data/activationtasks');
  await choose(page, fr.activations.release, `FGP ${VERSION}`);
  await choose(page, fr.activations.cantons, CANTON_CHOICE);
  await page.getByRole('button', { name: fr.activations.submit }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: fr.activations.submit }).click();
  await expect(page.locator('[data-activation]').first()).toBeVisible();

  // The device states page follows the activation live: the canton's devices switch to the new version.
  await page.goto('/data/xgpstates');
  await choose(page, fr.devices.canton, CANTON);
  await expect
    .poll(async () => new Set(await versionsIn(page, 'running')), { timeout: 60_000 })
    .toEqual(new Set([VERSION]));
  expect(await versionsIn(page, 'transferred')).toEqual(before.map(() => '–'));
  const count = frLocale.ui.labelValue
    .replace('{{label}}', VERSION)
    .replace('{{value}}', String(before.length));
  await expect(page.locator(`tr[data-canton="${CANTON}"]`)).toContainText(count);
  await page.screenshot({ path: `${SCREENS}/update-device-states-fr.png`, fullPage: true });
});
