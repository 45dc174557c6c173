/** id of the page's main region (`<main>`): the skip link's target. */
export const MAIN_ID = 'main-content';

/** The page's main region, or null outside the shell. */
export function mainRegion(): HTMLElement | null {
  return document.getElementById(MAIN_ID);
}

/** The page's main heading: the first h1 in the main region. */
export function pageHeading(main: HTMLElement): HTMLElement | null {
  return main.querySelector('h1');
}

/**
 * Moves the focus to where the page starts: its main heading, or the main region when it has none (both
 * focusable by script only, tabindex -1). Returns what got the focus.
 */
export function focusPageStart(main: HTMLElement): HTMLElement {
  const target = pageHeading(main) ?? main;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
  return target;
}

/**
 * Whether moving the focus to the new page takes it from nobody: it fell to the page body (the link
 * followed went with the old page) or still sits on the header or side menu link that was followed. A
 * focus inside the page (a tab kept its place) or in a dialog stays where it is.
 */
export function focusIsLost(main: HTMLElement): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) return true;
  if (main.contains(active)) return false;
  return !active.closest('[role="dialog"], [role="alertdialog"]');
}
