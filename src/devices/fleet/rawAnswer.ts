/** What a device knows of itself when it answers a raw command. */
export interface RawContext {
  deviceId: string;
  version: string;
  batteryPercent: number;
  faultCode: string | null;
}

/**
 * The line a simulated device answers to a raw administrator command, in the style of the remote
 * controls' service port: `VERSION?`, `STATUS?`, `PING`, `RESET`, else an error.
 */
export function rawAnswerOf(text: string, device: RawContext): string {
  const command = text.trim().toUpperCase();
  if (command === 'VERSION?') return `VERSION ${device.version}`;
  if (command === 'STATUS?') {
    const fault = device.faultCode ?? 'NONE';
    return `STATUS ${device.deviceId} MAINS=ON BATTERY=${device.batteryPercent}% FAULT=${fault}`;
  }
  if (command === 'PING') return 'OK PONG';
  if (command === 'RESET') return 'OK RESET';
  return `ERR UNKNOWN COMMAND ${command.split(/\s+/)[0]}`;
}
