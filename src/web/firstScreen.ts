import { useSyncExternalStore } from 'react';
import { CALLBACK_PATH } from './auth/returnTarget.ts';

// Where the console shows before all of its texts (ADR 0021) and styles (ADR 0022) are there: the home page,
// and the login's return (mostly to it). Everywhere else they are loaded before the first render.
const HOME_PATHS = new Set(['/', '/home']);
const HOME_FIRST_PATHS = new Set([...HOME_PATHS, CALLBACK_PATH]);

/** Whether the console starts on the home page, which shows with what it needs alone while the rest follows. */
export function startsOnHome(): boolean {
  return typeof window !== 'undefined' && HOME_FIRST_PATHS.has(window.location.pathname);
}

// Work the first screen does not show (the header's status reads, the live socket, menus and tooltips, the
// login client) waits until the first screen is on screen, so that it neither delays that screen's frame nor
// competes with its raster (ADR 0029). Nothing waits unless main.tsx holds it; a held start is let go after
// HOLD_AT_MOST_MS in any case, so a first screen that never commits cannot keep the console from its work.
const HOLD_AT_MOST_MS = 3_000;
let shown = true;
const waiting = new Set<() => void>();

function letGo() {
  if (shown) return;
  shown = true;
  for (const listener of [...waiting]) listener();
  waiting.clear();
}

/**
 * main.tsx at start: on the home page itself, what its first screen does not need waits for it. A login's
 * return is not held: it may lead to any page, and another page shows with all of its texts.
 */
export function holdUntilFirstScreen(): void {
  if (!HOME_PATHS.has(window.location.pathname)) return;
  shown = false;
  setTimeout(letGo, HOLD_AT_MOST_MS);
}

/**
 * The shell, when it has committed its first screen: the held work starts once that frame is painted (two
 * animation frames: the browser starts a frame only when the one before is drawn).
 */
export function firstScreenCommitted(): void {
  if (shown) return;
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(letGo, 0)));
}

/** Whether work waits for the first screen (main.tsx holds it on a start on the home page, until it shows). */
export function firstScreenHeld(): boolean {
  return !shown;
}

/** Resolves when the first screen is on screen (at once when nothing is held). */
export function afterFirstScreen(): Promise<void> {
  return shown ? Promise.resolve() : new Promise((resolve) => waiting.add(resolve));
}

function subscribe(listener: () => void) {
  waiting.add(listener);
  return () => waiting.delete(listener);
}

/** Whether the first screen is on screen: reads it does not show are enabled with this. */
export function useFirstScreenShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => shown,
  );
}
