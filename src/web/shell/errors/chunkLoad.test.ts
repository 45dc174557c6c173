// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, isNewVersionDeployed } from './chunkLoad.ts';

const serving = (html: string) => vi.fn(async () => new Response(html, { status: 200 }));

beforeEach(() => {
  document.head.innerHTML = '<script type="module" src="/assets/index-old.js"></script>';
});
afterEach(() => vi.unstubAllGlobals());

describe('page code that does not arrive', () => {
  it('is told apart from other errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/A.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('means a new version when the server serves an index.html with another entry script', async () => {
    vi.stubGlobal('fetch', serving('<script type="module" src="/assets/index-new.js"></script>'));
    expect(await isNewVersionDeployed()).toBe(true);
  });

  it('means no new version while the same one is served or the server cannot be reached', async () => {
    vi.stubGlobal('fetch', serving('<script type="module" src="/assets/index-old.js"></script>'));
    expect(await isNewVersionDeployed()).toBe(false);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await isNewVersionDeployed()).toBe(false);
  });
});
