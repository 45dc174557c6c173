import { z } from 'zod';
import { CANTON_CODES } from '../cantons.ts';
import { STATE_CH } from '../session.ts';

/** A canton code, or CH for federal records. */
export const StateCodeSchema = z.enum([STATE_CH, ...CANTON_CODES]);

/** Optimistic concurrency token of a row, as read; an update with a stale one is refused. */
export const VersionSchema = z.string().min(1);

export const RequiredText = (max: number) => z.string().trim().min(1).max(max);
export const OptionalText = (max: number) => z.string().trim().max(max).nullable();

// LV95 coordinates of Switzerland with a margin (DOMAIN.md: E 2485071–2828516, N 1075346–1299942).
export const EastSchema = z.number().min(2_480_000).max(2_840_000);
export const NorthSchema = z.number().min(1_070_000).max(1_300_000);

/** Adds the optimistic `version` to a create schema, making the update schema. */
export function updateOf<T extends z.ZodObject>(create: T) {
  return create.extend({ version: VersionSchema });
}
