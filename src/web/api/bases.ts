// Service bases of DESIGN.md §5; each is a path on the console's own origin by default.

/** Events, wake-ups, water alarm and banner. */
export const ECC = '/api/ecc';
/** Administration, monitoring, alarming, siren test, updates, settings and the session (`me`). */
export const SCC = '/api/scc';
/** Calls that need no login (login settings, public banner, CAP feed). */
export const PUBLIC = '/api/public';
/** Help manuals (`index.json` and the PDF files). */
export const MANUALS = '/manuals';
