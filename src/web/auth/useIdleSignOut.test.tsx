// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isIdle, useIdleSignOut } from './useIdleSignOut.ts';

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('inactivity', () => {
  it('counts as idle once the configured minutes have passed', () => {
    expect(isIdle(0, 29 * 60_000, 30)).toBe(false);
    expect(isIdle(0, 30 * 60_000, 30)).toBe(true);
  });

  it('signs out after the idle time without key, mouse or navigation', () => {
    let signedOut = 0;
    renderHook(() => useIdleSignOut(2, () => signedOut++, 'start'));
    act(() => vi.advanceTimersByTime(119_000));
    expect(signedOut).toBe(0);
    act(() => vi.advanceTimersByTime(11_000));
    expect(signedOut).toBe(1);
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(signedOut).toBe(1);
  });

  it('starts counting again on a key press or mouse use', () => {
    let signedOut = 0;
    renderHook(() => useIdleSignOut(2, () => signedOut++, 'start'));
    act(() => vi.advanceTimersByTime(100_000));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    act(() => vi.advanceTimersByTime(100_000));
    window.dispatchEvent(new MouseEvent('mousemove'));
    act(() => vi.advanceTimersByTime(100_000));
    expect(signedOut).toBe(0);
    act(() => vi.advanceTimersByTime(30_000));
    expect(signedOut).toBe(1);
  });

  it('starts counting again on navigation', () => {
    let signedOut = 0;
    const { rerender } = renderHook(({ page }) => useIdleSignOut(2, () => signedOut++, page), {
      initialProps: { page: 'home' },
    });
    act(() => vi.advanceTimersByTime(100_000));
    rerender({ page: 'events' });
    act(() => vi.advanceTimersByTime(100_000));
    expect(signedOut).toBe(0);
  });

  it('follows activity in another tab of the console', () => {
    let signedOut = 0;
    renderHook(() => useIdleSignOut(2, () => signedOut++, 'start'));
    act(() => vi.advanceTimersByTime(100_000));
    localStorage.setItem('console.lastActivity', String(Date.now()));
    act(() => vi.advanceTimersByTime(100_000));
    expect(signedOut).toBe(0);
  });
});
