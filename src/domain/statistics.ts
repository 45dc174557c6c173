import { z } from 'zod';

/**
 * The system statistics the console archives once a day (SPEC.md §3 "Statistics item", §7): messages
 * published per type, the siren network's state and the alert-swiss app's reach.
 */
export const STATISTIC_METRICS = [
  'MESSAGES_ALARM',
  'MESSAGES_WARNING',
  'MESSAGES_INFORMATION',
  'SIRENS_IN_SERVICE',
  'SIRENS_ANSWERED_PERCENT',
  'DEVICES_AT_FAULT',
  'ALERTSWISS_SUBSCRIBERS',
] as const;
export type StatisticMetric = (typeof STATISTIC_METRICS)[number];

/** The most items one archive page holds (SPEC.md §7: the client asks for 1,000,000). */
export const MAX_ARCHIVE_LIMIT = 1_000_000;

/** How far back the archive answers: older days are capped away. */
export const ARCHIVE_RETENTION_DAYS = 3 * 366;

/** One statistic value over the period it covers (a day of the archive, or today so far). */
export interface StatisticItem {
  metric: StatisticMetric;
  value: number;
  startDate: string;
  endDate: string;
}

/** Answer of GET statistics/system/current and …/archive. */
export interface StatisticsAnswer {
  items: StatisticItem[];
  total: number;
  /** The period the items cover: the asked range, capped to what the archive holds. */
  startDate: string;
  endDate: string;
}

// Epoch milliseconds (what the original client sends) or an ISO date-time.
const Timestamp = z.union([
  z.coerce.number().int().min(0).max(8_640_000_000_000_000),
  z.iso.datetime({ offset: true }),
]);

export const ArchiveQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_ARCHIVE_LIMIT).default(1_000),
  /** Points per metric the client can draw; a longer series is averaged down to it. Huge: every point. */
  optimalRange: z.coerce.number().min(1).max(Number.MAX_VALUE).default(Number.MAX_VALUE),
  minTimestamp: Timestamp.optional(),
  maxTimestamp: Timestamp.optional(),
  metric: z.enum(STATISTIC_METRICS).optional(),
});
export type ArchiveQuery = z.infer<typeof ArchiveQuerySchema>;

export const StatisticItemSchema = z.object({
  metric: z.enum(STATISTIC_METRICS),
  value: z.number(),
  startDate: z.string(),
  endDate: z.string(),
});

export const StatisticsAnswerSchema = z.object({
  items: z.array(StatisticItemSchema),
  total: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
});

export const STATISTICS_PROBLEMS = {
  /** minTimestamp after maxTimestamp. */
  emptyRange: 'statistics.errors.emptyRange',
} as const;

/** Answer of GET alertswiss/current: the public channel's deliveries at a glance (its availability is the system status). */
export const AlertswissCurrentSchema = z.object({
  lastDeliveredAt: z.string().nullable(),
  lastMessageIdentifier: z.string().nullable(),
  lastSubscribersReached: z.number().int().nullable(),
  lastFailure: z.string().nullable(),
  deliveriesLast24h: z.number().int(),
  failuresLast24h: z.number().int(),
});
export type AlertswissCurrent = z.infer<typeof AlertswissCurrentSchema>;
