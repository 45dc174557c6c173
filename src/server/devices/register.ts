import type { FastifyInstance } from 'fastify';
import { createGateway } from '../../devices/create.ts';
import type { FleetKnobs } from '../../devices/fleet/traits.ts';
import type { Config } from '../config.ts';
import { registerAlarmJobs } from '../modules/alarming/deadlines.ts';
import { registerAlarmProgress } from '../modules/alarming/progress.ts';
import { registerDeviceNotices } from '../modules/devices/notices.ts';
import { ingestReports } from './ingest.ts';

/** The simulated fleet's knobs from the settings FLEET_*. */
export function fleetKnobsOf(config: Config): FleetKnobs {
  return {
    seed: config.FLEET_SEED,
    latencyMs: config.FLEET_LATENCY_MS,
    faultRate: config.FLEET_FAULT_RATE,
    unpoweredRate: config.FLEET_UNPOWERED_RATE,
    failoverRate: config.FLEET_FAILOVER_RATE,
    soundingMs: config.FLEET_SOUNDING_MS,
    transferFailing: config.FLEET_TRANSFER_FAILING.split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  };
}

/**
 * Decorates the app with `devices`, the device network (MQTT with MQTT_URL, else the simulated fleet),
 * whose reports go through the ingest pipeline, plus the alarm deadlines' job handlers and the alarm
 * progress messages. Call after registerJobs. The gateway starts when the app is ready (a broker that
 * is down does not stop the console: the transport keeps reconnecting) and closes with the app.
 */
export function registerDeviceNetwork(app: FastifyInstance) {
  const gateway = createGateway({
    mqttUrl: app.config.MQTT_URL,
    fleet: fleetKnobsOf(app.config),
    log: app.log,
  });
  gateway.onReport((reports) => ingestReports(app, reports));
  app.decorate('devices', gateway);
  registerAlarmProgress(app);
  registerDeviceNotices(app);
  registerAlarmJobs(app);
  app.addHook('onReady', async () => {
    await gateway.start().catch((err: unknown) => app.log.warn({ err }, 'device network not started'));
  });
  app.addHook('onClose', async () => {
    await gateway.close();
  });
}
