/** The logger the device network writes to: pino's `(object, message)` style. */
export interface DeviceLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Logs at most once per `intervalMs` and counts what it held back, so a flood (a broker gone, a device
 * sending garbage) cannot fill the log.
 */
export function rateLimited(write: (details: object, message: string) => void, intervalMs = 10_000) {
  let lastAt = 0;
  let held = 0;
  return (details: object, message: string): void => {
    const now = Date.now();
    if (now - lastAt < intervalMs) {
      held += 1;
      return;
    }
    write({ ...details, suppressed: held }, message);
    lastAt = now;
    held = 0;
  };
}
