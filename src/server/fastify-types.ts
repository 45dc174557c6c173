import type { DeviceGateway } from '../devices/gateway.ts';
import type { Permission } from '../domain/permissions.ts';
import type { ConsoleClaims } from '../domain/session.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { SystemMonitor } from './modules/dashboard/systemMonitor.ts';
import type { Mail } from './modules/reports/mailer.ts';
import type { SocialChannel } from './modules/socialmedia/channel.ts';
import type { SmsGateway } from './modules/wakeups/sms.ts';

/** Who a request acts for, resolved from the verified access token. */
export interface Actor {
  claims: ConsoleClaims;
  permissions: ReadonlySet<Permission>;
  /** The canton the user belongs to (first two characters of the organisation). */
  stateCode: string;
  /** True when the organisation characteristic is CH_ALL (national rights: banner, national events). */
  national: boolean;
  /** Sees every canton's data: a CH_ALL organisation or the managed territory CH (one rule for all reads). */
  seesAllCantons: boolean;
}

/**
 * What a route requires. `public`: anyone; otherwise a verified token with all listed permissions
 * (an empty list means any logged-in user). Every route under /api must declare one.
 */
export type Access = { public: true } | { permissions: Permission[] };

export interface RouteEntry {
  methods: string[];
  url: string;
  access: Access | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    routeTable: readonly RouteEntry[];
    database: Database;
    systemMonitor: SystemMonitor;
    /** The device network's only door (simulated fleet or MQTT). */
    devices: DeviceGateway;
    /** Timed work run exactly once across console servers. */
    jobs: JobQueue;
    /** How wake-ups reach people outside the console (set by the wake-ups module). */
    wakeupDelivery: { mail: (mail: Mail) => Promise<void>; sms: SmsGateway };
    /** Where social-media posts go (embedded outbox or the gateway at TWITTER_URL). */
    socialChannel: SocialChannel;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}
