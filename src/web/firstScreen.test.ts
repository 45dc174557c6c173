// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The gate is module state: every test starts a console anew.
const freshGate = async () => {
  vi.resetModules();
  return import('./firstScreen.ts');
};

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, '', '/home');
});
afterEach(() => vi.useRealTimers());

describe('work the first screen does not show', () => {
  it('starts at once when nothing is held (every page but a start on /home)', async () => {
    const gate = await freshGate();
    expect(gate.firstScreenHeld()).toBe(false);
    expect(await settled(gate.afterFirstScreen())).toBe(true);
  });

  it('waits on /home until the first screen has been committed and painted', async () => {
    const gate = await freshGate();
    gate.holdUntilFirstScreen();
    const held = gate.afterFirstScreen();
    expect(await settled(held)).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    expect(gate.firstScreenHeld()).toBe(true);

    gate.firstScreenCommitted();
    // Two frames: the one with the first screen, and the next, which starts once it is drawn.
    await vi.advanceTimersByTimeAsync(40);
    expect(gate.firstScreenHeld()).toBe(false);
    expect(await settled(held)).toBe(true);
  });

  it('is not held on a login return, which may lead to any page', async () => {
    window.history.replaceState(null, '', '/auth/callback');
    const gate = await freshGate();
    gate.holdUntilFirstScreen();
    expect(gate.firstScreenHeld()).toBe(false);
    expect(await settled(gate.afterFirstScreen())).toBe(true);
  });

  it('starts 3 s after the start when the first screen never commits (a user sent elsewhere)', async () => {
    const gate = await freshGate();
    gate.holdUntilFirstScreen();
    const held = gate.afterFirstScreen();
    await vi.advanceTimersByTimeAsync(2_900);
    expect(await settled(held)).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(held)).toBe(true);
  });
});
