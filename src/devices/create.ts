import type { FleetKnobs } from './fleet/traits.ts';
import type { DeviceGateway } from './gateway.ts';
import type { DeviceLog } from './log.ts';
import { MqttGateway } from './mqttGateway.ts';
import { SimulatedGateway } from './simulatedGateway.ts';

/** What the server needs to choose its device network. */
export interface CreateGatewayOptions {
  /** A broker's URL: talk to devices over MQTT. Absent: the simulated fleet in process. */
  mqttUrl?: string;
  fleet: FleetKnobs;
  log: DeviceLog;
}

/** The server's device gateway: MQTT when a broker is configured, else a seeded simulated fleet. */
export function createGateway(options: CreateGatewayOptions): DeviceGateway {
  if (options.mqttUrl) return new MqttGateway({ url: options.mqttUrl, log: options.log });
  return new SimulatedGateway({
    fleet: options.fleet,
    onRejected: (error, size) =>
      options.log.warn({ err: error, size }, 'device reports not stored, retrying'),
  });
}
