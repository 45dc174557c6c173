// Mantine stacks the app at 100, modals at 200, popovers (tooltips, dropdowns) at 300 and notifications at
// 400: our windows sit between, so that tooltips and dropdowns of their content still show above them.

/** z-index of each kind of overlay the console draws above its pages. */
export const LAYERS = {
  /** The wake-up notice: above the page, below every window, so it never hides a window's buttons. */
  wakeupNotice: 150,
  dialog1: 180,
  dialog2: 190,
  popupOutlet: 220,
  /** The first shared popup (error, information, confirmation); each further one goes one higher. */
  sharedPopups: 260,
  wait: 350,
} as const;

/** CSS variable the wake-up notice sets to the room it takes while it shows: the page leaves that much below. */
export const NOTICE_SPACE = '--wakeup-notice-space';

/**
 * CSS variable the wake-up notice sets, on a screen wide enough, to the column it takes at the left (its width
 * and margins, as wide as the side menu): with the side menu collapsed, the page starts right of it.
 */
export const NOTICE_COLUMN = '--wakeup-notice-column';
