import { expect, type Locator, type Page } from '@playwright/test';
import type { OperationMode } from '../../../src/domain/session.ts';
import { drawPolygonOnAreaMap } from '../../../src/web/features/events/map/drawOnAreaMap.ts';
import deLocale from '../../../src/web/locales/de.json' with { type: 'json' };

const de = deLocale.events;

/** The number a home counter shows (its text is the label followed by the value). */
export async function readCount(page: Page, label: string): Promise<number> {
  const text = (await page.getByRole('group', { name: label }).textContent()) ?? '';
  return Number(text.replace(label, '').replace(/\D/g, ''));
}

/**
 * Waits until the area map has drawn the cantons in its first view (its canvas shows something at its
 * centre, inside Switzerland): before that, clicks would land on a view that is about to change.
 */
export async function waitForAreaMap(map: Locator) {
  await expect(map.locator('canvas').first()).toBeVisible();
  await expect
    .poll(() =>
      map
        .locator('canvas')
        .first()
        .evaluate((canvas: HTMLCanvasElement) => {
          const context = canvas.getContext('2d');
          if (!context) return 0;
          return context.getImageData(Math.round(canvas.width / 2), Math.round(canvas.height / 2), 1, 1)
            .data[3];
        }),
    )
    .toBeGreaterThan(0);
}

/**
 * In the open editor (German), draws a triangle on the area map and submits the event, answering the
 * submit question of the author's mode; waits for the event's detail page.
 */
export async function drawAreaAndSubmit(author: Page, mode: OperationMode = 'LIVE') {
  const eventId = eventIdOf(author);
  const map = author.getByRole('region', { name: de.editor.area.mapLabel });
  await map.scrollIntoViewIfNeeded();
  await waitForAreaMap(map);
  await drawPolygonOnAreaMap(author, map);
  await author.getByRole('button', { name: de.editor.actions.submit }).click();
  await author
    .getByRole('alertdialog', { name: de.editor.submit.title.new[mode] })
    .getByRole('button', { name: de.editor.actions.submit })
    .click();
  await expect(author).toHaveURL(new RegExp(`/events/${eventId}$`));
}

/** The event number in an address such as `/events/42/edit`. */
export function eventIdOf(page: Page): number {
  const match = /\/events\/(\d+)/.exec(new URL(page.url()).pathname);
  if (!match) throw new Error(`no event in ${page.url()}`);
  return Number(match[1]);
}
