import { expect, type Locator, type Page } from '@playwright/test';
import deLocale from '../../../src/web/locales/de.json' with { type: 'json' };

import { ownConsole } from './dashboard.ts';

const de = deLocale.alarming;

/** The number a counter of the alarm detail shows (its text is the state's name followed by the count). */
export async function counterValue(
  page: Page,
  state: keyof typeof de.states,
  mode: 'LIVE' | 'EXERCISE' = 'LIVE',
): Promise<number> {
  // An exercise's sirens only would have sounded: its counter says so.
  const label = mode === 'EXERCISE' && state === 'SOUNDING' ? de.exerciseStates.SOUNDING : de.states[state];
  const text = (await page.getByRole('group', { name: label, exact: true }).textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

/** Opens the trigger dialog from the list and picks the first siren group whose name contains `search`. */
export async function chooseGroup(page: Page, search: string, option: string | RegExp): Promise<Locator> {
  await page.getByRole('button', { name: de.trigger.open }).click();
  const dialog = page.getByRole('dialog', { name: de.trigger.title });
  const input = dialog.getByLabel(de.target.groupsLabel).and(page.locator('input'));
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option }).first().click();
  // The choice list stays open for more choices; leaving the field closes it.
  await input.press('Tab');
  await dialog.getByRole('button', { name: de.trigger.next }).click();
  return dialog;
}

/** Grid cells of one column of the per-siren grid. */
export function columnCells(page: Page, column: string): Locator {
  return page.locator(`.ag-row .ag-cell[col-id="${column}"]`);
}

/** Waits until the detail page of a new alarm task is open and returns its number. */
export async function openedAlarmId(page: Page): Promise<number> {
  await expect(page).toHaveURL(/\/data\/sirenalarms\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/**
 * A console of its own (ownConsole) with a watchable simulated fleet: answers after 200 ms, two sends 1.5 s
 * apart for the devices that stay silent; `fleet` sets the rest (fault rates, sounding time, grace).
 */
export function consoleWithFleet(name: string, portOffset: number, fleet: Record<string, string>) {
  return ownConsole(name, portOffset, {
    FLEET_LATENCY_MS: '200',
    DEVICE_ANSWER_TIMEOUT_MS: '1500',
    DEVICE_COMMAND_ATTEMPTS: '2',
    ...fleet,
  });
}
