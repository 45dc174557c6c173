// What browsers and Vite's preload helper say when a page's code (or its styles) cannot be fetched.
const CHUNK_FAILURES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
];

/** Waits between tries at code the server could not deliver (a page, a part, texts): soon at first, then every 15 s. */
export const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000];

/** Whether an error means a page's code did not arrive (server away, or the chunk replaced by a deploy). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURES.some((text) => error.message.includes(text));
}

/** The entry script this tab runs; a newer index.html names another one. */
function runningEntry(): string | null {
  const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return script ? new URL(script.src).pathname : null;
}

/**
 * Whether the server now serves another version of the console than this tab runs (a deploy replaced
 * the chunks): only a reload helps then. False while the server cannot be reached.
 */
export async function isNewVersionDeployed(): Promise<boolean> {
  const entry = runningEntry();
  if (!entry) return false;
  try {
    const response = await fetch('/', { cache: 'no-store', headers: { accept: 'text/html' } });
    return response.ok && !(await response.text()).includes(entry);
  } catch {
    return false;
  }
}
