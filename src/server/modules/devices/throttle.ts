/** Collects items and hands them on together: the first at once, later ones at most once per interval. */
export interface Throttle<T> {
  add(items: readonly T[]): void;
  /** Drops what waits and takes nothing more (the app is closing). */
  stop(): void;
}

/**
 * A per-process throttle for live messages (never for work that must survive a restart). `emit` may be
 * asynchronous; its failures go to `onError`. The timer does not keep the process alive.
 */
export function createThrottle<T>(
  intervalMs: number,
  emit: (items: T[]) => void | Promise<void>,
  onError: (error: unknown) => void,
): Throttle<T> {
  let pending: T[] = [];
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const tick = () => {
    if (pending.length === 0) {
      timer = null;
      return;
    }
    const items = pending;
    pending = [];
    Promise.resolve()
      .then(() => emit(items))
      .catch(onError);
    timer = setTimeout(tick, intervalMs);
    timer.unref();
  };
  return {
    add(items) {
      if (stopped || items.length === 0) return;
      pending.push(...items);
      if (!timer) tick();
    },
    stop() {
      stopped = true;
      pending = [];
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
