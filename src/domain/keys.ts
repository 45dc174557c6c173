import { z } from 'zod';

/** Largest value of a PostgreSQL `integer`: every serial key and event version is one. */
export const PG_INTEGER_MAX = 2_147_483_647;

/** A row's serial key in a body; a larger number names no row and PostgreSQL refuses to compare it. */
export const RowIdSchema = z.number().int().positive().max(PG_INTEGER_MAX);

/** A row's serial key in a path or query, where it arrives as text. */
export const RowIdParam = z.coerce.number().int().positive().max(PG_INTEGER_MAX);

/** A number stored in a PostgreSQL `integer` column, such as an event's optimistic version. */
export const PgIntegerSchema = z
  .number()
  .int()
  .min(-PG_INTEGER_MAX - 1)
  .max(PG_INTEGER_MAX);
