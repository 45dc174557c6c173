import { resolve } from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const url = z.url();

/** Every setting of the console (README.md "Settings"), read from the environment and validated once. */
const SettingsSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: url.optional(),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: url.optional(),
  MQTT_URL: url.optional(),
  ICARO_URL: url.optional(),
  ALERTSWISS_URL: url.optional(),
  TWITTER_URL: url.optional(),
  CHANNEL_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  SMTP_URL: url.optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .max(200)
    .regex(/^[^\r\n]*@[^\r\n]*$/, 'a sender such as "Alarmierung Kanton Zürich <alarm@zh.ch>"')
    .optional(),
  SMS_GATEWAY_URL: url.optional(),
  WAKEUP_ESCALATION_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  WAKEUP_LINK_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  OIDC_ISSUER: url.optional(),
  OIDC_CLIENT_ID: z.string().default('console'),
  OIDC_CLIENT_SECRET: z.string().optional(),
  MAP_TILES_URL: z.string().optional(),
  BOUNDARIES_FILE: z.string().optional(),
  DEMO_DATA: flag.optional(),
  DEMO_PASSWORD: z.string().min(8).default('demo-2026'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(30).default(600),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  LOGIN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  DB_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(30_000),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  TRUSTED_PROXIES: z.string().optional(),
  REPORT_MAIL_DOMAINS: z.string().optional(),
  REPORT_MAIL_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(20),
  API_DOCS: flag.default(false),
  DEVICE_ANSWER_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  DEVICE_COMMAND_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  ALARM_FINISH_GRACE_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  DEVICE_STATUS_POLL_MINUTES: z.coerce.number().int().min(0).max(1440).default(15),
  DEVICE_REPORT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
  FLEET_SEED: z.coerce.number().int().min(0).default(1),
  FLEET_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(300),
  FLEET_FAULT_RATE: z.coerce.number().min(0).max(1).default(0.01),
  FLEET_UNPOWERED_RATE: z.coerce.number().min(0).max(1).default(0.005),
  FLEET_FAILOVER_RATE: z.coerce.number().min(0).max(1).default(0.05),
  FLEET_SOUNDING_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
  /** Simulated devices (comma-separated ids) whose firmware transfer fails, for tests and demos. */
  FLEET_TRANSFER_FAILING: z.string().default(''),
  RELEASE_MAX_MB: z.coerce.number().min(0.001).max(2048).default(64),
  UPDATE_STEP_MS: z.coerce.number().int().min(20).max(600_000).default(2_000),
  UPDATE_ANSWER_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(300_000),
  WEB_DIST: z.string().default('dist/web'),
  MANUALS_DIR: z.string().default('dist/manuals'),
});

export type Settings = z.infer<typeof SettingsSchema>;

export interface Config extends Omit<Settings, 'PUBLIC_URL' | 'DEMO_DATA'> {
  PUBLIC_URL: string;
  DEMO_DATA: boolean;
  /** Absolute data directory. */
  dataDir: string;
  /** Absolute directory of the built web app. */
  webDist: string;
  /** Absolute directory of the help manuals (index.json and PDF files). */
  manualsDir: string;
}

export class ConfigError extends Error {}

/** Reads and validates the settings; throws ConfigError naming every bad setting. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = SettingsSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid settings:\n  ${lines.join('\n  ')}`);
  }
  const s = parsed.data;
  return {
    ...s,
    PUBLIC_URL: (s.PUBLIC_URL ?? `http://localhost:${s.PORT}`).replace(/\/$/, ''),
    DEMO_DATA: s.DEMO_DATA ?? !s.DATABASE_URL,
    dataDir: resolve(s.DATA_DIR),
    webDist: resolve(s.WEB_DIST),
    manualsDir: resolve(s.MANUALS_DIR),
  };
}
