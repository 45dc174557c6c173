import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ChannelTestOutcome, TestedChannel } from '../../../domain/channelTests.ts';
import type { StatisticMetric } from '../../../domain/statistics.ts';
import { sirenAlarms } from './alarming.ts';
import { events } from './events.ts';

/** One archived value of a system statistic over one day (Europe/Zurich), read by statistics/system/archive. */
export const statisticsArchive = pgTable(
  'statistics_archive',
  {
    id: serial('id').primaryKey(),
    metric: text('metric').$type<StatisticMetric>().notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    /** Kept exact as recorded; the API converts it to a number. */
    value: numeric('value').notNull(),
  },
  (t) => [
    uniqueIndex('statistics_archive_metric_day_idx').on(t.metric, t.startDate),
    index('statistics_archive_start_idx').on(t.startDate),
    check('statistics_archive_period_check', sql`${t.endDate} > ${t.startDate}`),
  ],
);

/**
 * One message handed to alert-swiss (the public app and website) when a LIVE event version is published
 * with the channel chosen; `failure` says why it did not reach the gateway.
 */
export const alertswissDeliveries = pgTable(
  'alertswiss_delivery',
  {
    id: serial('id').primaryKey(),
    /** The CAP identifier of the published version. */
    messageIdentifier: text('message_identifier').notNull().unique(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    version: integer('version').notNull(),
    messageType: text('message_type'),
    languages: text('languages').array().notNull(),
    stateCodes: text('state_codes').array().notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
    subscribersReached: integer('subscribers_reached').notNull().default(0),
    /** UNAVAILABLE or DISABLED (the channel's state at publication); null when delivered. */
    failure: text('failure'),
  },
  (t) => [index('alertswiss_delivery_at_idx').on(t.deliveredAt)],
);

/** A test an operator sent through one channel, with what came back and how long it took. */
export const channelTests = pgTable(
  'channel_test',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').$type<TestedChannel>().notNull(),
    testedAt: timestamp('tested_at', { withTimezone: true }).notNull().defaultNow(),
    testedBy: text('tested_by').notNull(),
    /** Canton of the tester's organisation (CH for federal): cantonal users see their own tests. */
    stateCode: text('state_code').notNull(),
    /** Final for every channel but sirens, whose outcome follows their silent alarm task. */
    outcome: text('outcome').$type<ChannelTestOutcome>().notNull(),
    roundTripMs: integer('round_trip_ms'),
    /** What was tested (address, URL, sirens) or why it failed. */
    detail: text('detail'),
    alarmId: integer('alarm_id').references(() => sirenAlarms.id),
  },
  (t) => [
    // The log's order (newest first, then id): its first page reads 100 index entries, not a million rows.
    index('channel_test_at_idx').on(t.testedAt.desc().nullsFirst(), t.id),
    // Every alarm progress asks whether a channel test waits on the alarm.
    index('channel_test_alarm_idx').on(t.alarmId),
    check('channel_test_channel_check', sql`${t.channel} in ('SIRENS', 'ALERTSWISS', 'ICARO', 'EMAIL')`),
    check('channel_test_outcome_check', sql`${t.outcome} in ('OK', 'FAILED', 'DISABLED', 'PENDING')`),
  ],
);
