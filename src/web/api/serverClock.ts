/**
 * The server's clock as this browser knows it from the Date header of the server's answers. A workstation
 * whose clock is off (minutes, after a missed sync) would otherwise show a wrong time in the header, wrong
 * ages of reports, and wake at the wrong moment for a deadline the server keeps.
 */

// The last answers' estimates, of which the median counts: one answer held up on its way moves nothing.
const KEPT = 5;
// A Date header has whole seconds: an estimate is good to about half a second. Below this difference the
// browser's own clock is taken as right, so a well-set one never jitters.
const IGNORED_BELOW_MS = 2_000;

let estimates: number[] = [];
let offsetMs = 0;

/** Learns from one answer: its Date header, read when the answer arrived. */
export function noteServerDate(header: string | null, receivedAt = Date.now()) {
  const sent = header ? Date.parse(header) : Number.NaN;
  if (Number.isNaN(sent)) return;
  // The answer left within that second: its middle is the best guess.
  estimates = [...estimates, sent + 500 - receivedAt].slice(-KEPT);
  const sorted = [...estimates].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
  offsetMs = Math.abs(median) < IGNORED_BELOW_MS ? 0 : median;
}

/** The time now on the server's clock, as near as this browser can tell (ms since the epoch). */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** Forgets what was learnt (tests). */
export function resetServerClock() {
  estimates = [];
  offsetMs = 0;
}
