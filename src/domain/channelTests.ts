import { z } from 'zod';
import { RowIdSchema } from './keys.ts';

/** The channels an operator can test by hand (SU_CHANNEL_TEST). */
export const TESTED_CHANNELS = ['SIRENS', 'ALERTSWISS', 'ICARO', 'EMAIL'] as const;
export type TestedChannel = (typeof TESTED_CHANNELS)[number];

/**
 * OK: the channel answered; FAILED: it did not (or not all sirens did); DISABLED: not connected in this
 * installation; PENDING: sirens still answering.
 */
export const CHANNEL_TEST_OUTCOMES = ['OK', 'FAILED', 'DISABLED', 'PENDING'] as const;
export type ChannelTestOutcome = (typeof CHANNEL_TEST_OUTCOMES)[number];

/** The most sirens one silent test names (a test, not an alarm). */
export const MAX_TEST_SIRENS = 50;

export const ChannelTestRequestSchema = z.discriminatedUnion('channel', [
  z.strictObject({
    channel: z.literal('SIRENS'),
    sirenIds: z.array(RowIdSchema).min(1).max(MAX_TEST_SIRENS),
  }),
  z.strictObject({ channel: z.literal('ALERTSWISS') }),
  z.strictObject({ channel: z.literal('ICARO') }),
  z.strictObject({ channel: z.literal('EMAIL') }),
]);
export type ChannelTestRequest = z.infer<typeof ChannelTestRequestSchema>;

export const ChannelTestSchema = z.object({
  id: z.number().int(),
  channel: z.enum(TESTED_CHANNELS),
  outcome: z.enum(CHANNEL_TEST_OUTCOMES),
  roundTripMs: z.number().int().nullable(),
  detail: z.string().nullable(),
});
export type ChannelTest = z.infer<typeof ChannelTestSchema>;

export const CHANNEL_TEST_PROBLEMS = {
  /** The user has no e-mail address to send the test to. */
  noEmail: 'channelTest.errors.noEmail',
} as const;
