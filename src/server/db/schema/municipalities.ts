import { doublePrecision, index, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { StatePolygon } from './platform.ts';

/**
 * Municipalities of 2026 (swiss-maps, LV95) for the reach preview: which of them an event's area touches.
 * The bounding box lets the preview skip the polygons of municipalities far from the area.
 */
export const municipalities = pgTable(
  'municipality',
  {
    bfsNumber: smallint('bfs_number').primaryKey(),
    /** Null for the few municipalities formed after the last name list the package carries. */
    name: text('name'),
    stateCode: text('state_code').notNull(),
    minE: doublePrecision('min_e').notNull(),
    minN: doublePrecision('min_n').notNull(),
    maxE: doublePrecision('max_e').notNull(),
    maxN: doublePrecision('max_n').notNull(),
    polygons: jsonb('polygons').$type<StatePolygon[]>().notNull(),
  },
  (t) => [index('municipality_state_idx').on(t.stateCode)],
);
