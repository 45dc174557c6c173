/** What a device knows of itself when it answers a raw command. */
export interface RawContext {
  deviceId: string;
  version: string;
  batteryPercent: number;
  faultCode: string | null;
}

/**
 * The line a simulated device answers to a raw administrator command, in the style of the remote
 * controls' service port: `VERSION?`, `STATUS?`, `PING`, `RESET`, `FAULT RAISE|CLEAR <code>`, else an error.
 */
export function rawAnswerOf(text: string, device: RawContext): string {
  const command = text.trim().toUpperCase();
  const simulated = rawFaultOf(text);
  if (simulated) return `OK FAULT ${simulated.state.toUpperCase()} ${simulated.code}`;
  if (command === 'VERSION?') return `VERSION ${device.version}`;
  if (command === 'STATUS?') {
    const fault = device.faultCode ?? 'NONE';
    return `STATUS ${device.deviceId} MAINS=ON BATTERY=${device.batteryPercent}% FAULT=${fault}`;
  }
  if (command === 'PING') return 'OK PONG';
  if (command === 'RESET') return 'OK RESET';
  return `ERR UNKNOWN COMMAND ${command.split(/\s+/)[0]}`;
}

const FAULT_COMMAND = /^FAULT\s+(RAISE|CLEAR)\s+([A-Z0-9_]{1,64})$/;

/**
 * The service port's fault simulation (`FAULT RAISE BATTERY_LOW`, `FAULT CLEAR BATTERY_LOW`): the device
 * then reports the fault raised or cleared by itself, as a real one would. Null for any other command.
 */
export function rawFaultOf(text: string): { state: 'raised' | 'cleared'; code: string } | null {
  const match = FAULT_COMMAND.exec(text.trim().toUpperCase());
  if (!match) return null;
  return { state: match[1] === 'RAISE' ? 'raised' : 'cleared', code: match[2]! };
}
