import { useEffect, useRef } from 'react';

// Shared by all tabs of the console, so work in one tab keeps the others signed in.
const STORAGE_KEY = 'console.lastActivity';
const ACTIVITY_EVENTS = ['keydown', 'mousedown', 'mousemove', 'wheel', 'touchstart'] as const;
const WRITE_EVERY_MS = 5_000;
const CHECK_EVERY_MS = 10_000;

/** True once `minutes` have passed since the last activity. */
export function isIdle(lastActivity: number, now: number, minutes: number): boolean {
  return now - lastActivity >= minutes * 60_000;
}

function storedActivity(): number {
  return Number(localStorage.getItem(STORAGE_KEY)) || 0;
}

/**
 * Calls `onIdle` once nobody has typed, used the mouse or navigated (`navigationKey` changes) for
 * `minutes` in any tab of the console.
 */
export function useIdleSignOut(minutes: number, onIdle: () => void, navigationKey: string) {
  const lastWrite = useRef(0);
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  });

  useEffect(() => {
    const markActive = () => {
      const now = Date.now();
      if (now - lastWrite.current < WRITE_EVERY_MS) return;
      lastWrite.current = now;
      localStorage.setItem(STORAGE_KEY, String(now));
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, markActive, { passive: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, markActive);
    };
  }, []);

  useEffect(() => {
    if (!navigationKey) return;
    lastWrite.current = Date.now();
    localStorage.setItem(STORAGE_KEY, String(lastWrite.current));
  }, [navigationKey]);

  useEffect(() => {
    const timer = window.setInterval(() => {
      if (isIdle(storedActivity(), Date.now(), minutes)) {
        window.clearInterval(timer);
        onIdleRef.current();
      }
    }, CHECK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [minutes]);
}
