import { expect, type Locator, type Page } from '@playwright/test';

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

/** The event number in an address such as `/events/42/edit`. */
export function eventIdOf(page: Page): number {
  const match = /\/events\/(\d+)/.exec(new URL(page.url()).pathname);
  if (!match) throw new Error(`no event in ${page.url()}`);
  return Number(match[1]);
}

/** Switches the console language through the header's language menu. */
export async function switchLanguage(page: Page, language: string) {
  // Closing a wake-up notice that pops up meanwhile also closes the menu: then open it again.
  await expect(async () => {
    await page.getByRole('button', { name: /^Sprache/ }).click();
    await page.locator(`[role=menuitem][lang=${language}]`).click({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}
