import { type Browser, expect, type Page } from '@playwright/test';
import { PROTOCOL_COUNT_CAP } from '../../src/domain/registry/types.ts';
import de from '../../src/web/locales/de.json' with { type: 'json' };
import fr from '../../src/web/locales/fr.json' with { type: 'json' };
import { login } from './support/session.ts';
import { test } from './support/test.ts';

// The Zurich operator works in German, the demo's device administrator in French.
const DEVICE = 'FGP-ZH-0001';
const SCREENS = process.env.SCREENS_DIR ?? 'test-results/screens';

async function signedIn(browser: Browser, userName: string, target: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1600, height: 1000 } })).newPage();
  // A call-out may pop up: closed, as an operator would.
  const close = page.getByRole('button', {
    name: new RegExp(`^(${de.wakeups.notification.close}|${fr.wakeups.notification.close})$`),
  });
  await page.addLocatorHandler(page.getByRole('alert').filter({ has: close }), () => close.click());
  await login(page, userName, undefined, target);
  return page;
}

/** The device administrator's raw command through the device console, as on the service port. */
async function sendRawCommand(admin: Page, text: string, answer: string) {
  const drawer = admin.getByRole('dialog', { name: fr.devices.command.title });
  await drawer.getByRole('textbox', { name: fr.devices.command.text }).fill(text);
  await drawer.getByRole('button', { name: fr.devices.command.send }).click();
  await expect(drawer.getByRole('row').filter({ hasText: answer }).first()).toBeVisible();
}

test('a device raises a fault: the operator sees it counted, acknowledges it, and it leaves when cleared', async ({
  browser,
}) => {
  const operator = await signedIn(browser, 'zh.operator', '/data/curerrorpoa');
  await expect(operator.getByRole('heading', { level: 1, name: de.menu.data.curerrorpoa })).toBeVisible();
  const box = operator.getByRole('region', { name: de.monitoring.box.title });
  const polyalertErrors = box.getByText(/^Fehler: \d+$/).first();
  await expect(polyalertErrors).toBeVisible();
  const before = Number((await polyalertErrors.textContent())?.split(': ')[1]);
  await operator.getByRole('textbox', { name: de.data.grid.search }).fill(DEVICE);
  await expect(operator.getByTestId('row-count')).toHaveText(/^0\b/);

  const admin = await signedIn(browser, 'device.admin', '/data/console');
  await admin.getByRole('button', { name: fr.devices.command.open }).click();
  await admin
    .getByRole('dialog', { name: fr.devices.command.title })
    .getByRole('combobox', { name: fr.devices.command.device })
    .fill(DEVICE);
  await sendRawCommand(admin, 'FAULT RAISE AMPLIFIER', 'OK FAULT RAISED AMPLIFIER');

  // Live, without reloading: the box counts one more error, the grid shows the device's fault.
  await expect(polyalertErrors).toHaveText(`Fehler: ${before + 1}`);
  await expect(operator.getByTestId('row-count')).toHaveText(/^1\b/);
  const row = operator.locator('.ag-row[row-index="0"]');
  await expect(row.locator('.ag-cell[col-id="message"]')).toHaveText(de.monitoring.faultCodes.AMPLIFIER);
  await expect(row.locator('.ag-cell[col-id="occurrences"]')).toHaveText('1');
  await row.locator('.ag-cell[col-id="componentRef"]').click();
  await operator.getByRole('button', { name: `${DEVICE} quittieren` }).click();
  const dialog = operator.getByRole('dialog', { name: `Fehler von ${DEVICE} quittieren` });
  const confirm = dialog.getByRole('button', { name: de.faults.acknowledge.confirm });
  await expect(confirm).toBeDisabled();
  await dialog
    .getByRole('textbox', { name: de.faults.acknowledge.comment })
    .fill('Pikett informiert, Techniker unterwegs');
  await operator.screenshot({ path: `${SCREENS}/monitoring-acknowledge-de.png` });
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(row.locator('.ag-cell[col-id="acknowledgedBy"]')).toHaveText('zh.operator');
  await expect(row.locator('.ag-cell[col-id="acknowledgeComment"]')).toHaveText(
    'Pikett informiert, Techniker unterwegs',
  );
  await operator.screenshot({ path: `${SCREENS}/monitoring-curerrorpoa-de.png` });

  // Acknowledged is not cleared: only the device's clearing closes the error.
  await expect(polyalertErrors).toHaveText(`Fehler: ${before + 1}`);
  await sendRawCommand(admin, 'FAULT CLEAR AMPLIFIER', 'OK FAULT CLEARED AMPLIFIER');
  await expect(operator.getByTestId('row-count')).toHaveText(/^0\b/);
  await expect(polyalertErrors).toHaveText(`Fehler: ${before}`);

  // The protocol keeps the whole story, newest first.
  await operator.goto('/data/errorprotocolpoa');
  await operator.getByRole('textbox', { name: de.data.grid.search }).fill(DEVICE);
  await expect(operator.getByTestId('row-count')).toHaveText(/^3\b/);
  await expect(operator.locator('.ag-row .ag-cell[col-id="action"]')).toHaveText([
    de.faults.actions.CLEARED,
    de.faults.actions.ACKNOWLEDGED,
    de.faults.actions.RAISED,
  ]);
  await operator.screenshot({ path: `${SCREENS}/monitoring-errorprotocolpoa-de.png` });
});

test('the device administrator reads the siren groups at fault, the network errors and the installation protocol', async ({
  browser,
}) => {
  const admin = await signedIn(browser, 'device.admin', '/data/curerrorsirengroups');
  await expect(
    admin.getByRole('heading', { level: 1, name: fr.menu.data.curerrorsirengroups }),
  ).toBeVisible();
  await expect(admin.locator('.ag-row .ag-cell[col-id="membersAtFault"]').first()).not.toBeEmpty();
  await admin.screenshot({ path: `${SCREENS}/monitoring-curerrorsirengroups-fr.png` });

  await admin.goto('/data/curerrornetwork');
  await expect(admin.locator('.ag-row .ag-cell[col-id="message"]').first()).not.toBeEmpty();
  await admin.screenshot({ path: `${SCREENS}/monitoring-curerrornetwork-fr.png` });

  await admin.goto('/data/installationprotocol');
  // The seeded history is longer than a protocol counts: the grid says "more than" and scrolls on.
  await expect(admin.getByTestId('row-count')).toHaveText(
    fr.data.grid.rowsAtLeast_other.replace('{{count}}', String(PROTOCOL_COUNT_CAP)),
  );
  await expect(admin.locator('.ag-row .ag-cell[col-id="action"]').first()).not.toBeEmpty();
  await admin.screenshot({ path: `${SCREENS}/monitoring-installationprotocol-fr.png` });
});
