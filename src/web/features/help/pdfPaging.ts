/** Zoom levels the viewer steps through with zoom in and zoom out. */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

// Scales that differ by less than this count as the same step (a fitted width is rarely exactly a step).
const SAME_SCALE = 0.01;

export function zoomedIn(scale: number): number {
  return ZOOM_STEPS.find((step) => step > scale + SAME_SCALE) ?? ZOOM_STEPS[ZOOM_STEPS.length - 1]!;
}

export function zoomedOut(scale: number): number {
  return [...ZOOM_STEPS].reverse().find((step) => step < scale - SAME_SCALE) ?? ZOOM_STEPS[0];
}

/** `page` kept within 1…`pages` (page numbers typed by hand may be anything). */
export function pageWithin(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.round(page)), Math.max(1, pages));
}
