import type { SQL, Subquery } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client.ts';

/** A grid field: a column of the rows subquery (referenced in filters, sorting and search). */
export type FieldRef = SQL | SQL.Aliased | PgColumn;

/** The rows of one entity as its grid sees them: a subquery whose fields are the row schema's keys. */
export type RowsSubquery = Subquery & Record<string, FieldRef>;

/**
 * How the generic resource routes reach one entity's table. The registry entry (src/domain/registry)
 * says what the entity is; this says where it lives.
 */
export interface ResourceSource {
  table: PgTable;
  id: PgColumn;
  rows(db: Db | Tx): RowsSubquery;
  /** Table values of a validated create or update body. */
  values?(body: Record<string, unknown>, mode: 'create' | 'update'): Promise<Record<string, unknown>>;
  /** The rows carry `searchText`, one indexed text of every searched column: quick search looks there. */
  searchText?: boolean;
  /** Writes what lives in other tables (members of a group) in the same transaction, after the row. */
  afterWrite?(tx: Tx, id: number, body: Record<string, unknown>): Promise<void>;
}

/** The subquery as a RowsSubquery (drizzle types its fields; the generic code reads them by name). */
export function asRows(subquery: Subquery): RowsSubquery {
  return subquery as RowsSubquery;
}

/** Values of a body for tables that keep `updatedAt`. */
export async function touched(body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { version: _, ...fields } = body;
  return { ...fields, updatedAt: new Date() };
}
