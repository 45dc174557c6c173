import { eq } from 'drizzle-orm';
import { auditedResource } from '../../../domain/audit.ts';
import type { RegistryEntry } from '../../../domain/registry/types.ts';
import { type AuditActor, writeAudit } from '../../audit.ts';
import type { Db, Tx } from '../../db/client.ts';
import { ProblemError } from '../../http/problem.ts';
import { findRow, type Row, type Scope } from './queries.ts';
import type { ResourceSource } from './sources/source.ts';

/** Message keys of the generic write failures (texts in src/web/locales/<lang>.json, area `data`). */
export const DATA_KEYS = {
  notFound: 'data.errors.notFound',
  stale: 'data.errors.stale',
  duplicate: 'data.errors.duplicate',
  inUse: 'data.errors.inUse',
} as const;

/** Everything a write needs to know about the entity and who writes. */
export interface WriteContext {
  entry: RegistryEntry;
  source: ResourceSource;
  scope: Scope;
  actor: AuditActor;
}

// PostgreSQL's unique and foreign-key violations; drizzle may wrap the driver's error in `cause`.
function constraintProblem(error: unknown): ProblemError | null {
  const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  if (code === '23505') return new ProblemError(409, DATA_KEYS.duplicate);
  if (code === '23503') return new ProblemError(409, DATA_KEYS.inUse);
  return null;
}

/** Runs the write in a transaction; a unique or foreign-key violation becomes a 409 problem. */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    throw constraintProblem(error) ?? error;
  }
}

/** The row after a write, which must still lie in the writer's territory (else the write is undone). */
async function visibleAfter(tx: Tx, context: WriteContext, id: number): Promise<Row> {
  const row = await findRow(tx, context.entry, context.source, id, context.scope);
  if (!row) throw new ProblemError(404, DATA_KEYS.notFound);
  return row;
}

/** Locks the row and reads it as its writer sees it; missing or outside the territory → 404. */
async function lockedBefore(tx: Tx, context: WriteContext, id: number): Promise<Row> {
  const { source } = context;
  await tx.select({ id: source.id }).from(source.table).where(eq(source.id, id)).for('update');
  return visibleAfter(tx, context, id);
}

function valuesOf(context: WriteContext, body: Record<string, unknown>, mode: 'create' | 'update') {
  if (!context.source.values) throw new Error(`${context.entry.resource.key} is read-only`);
  return context.source.values(body, mode);
}

export async function createRow(db: Db, context: WriteContext, body: Record<string, unknown>): Promise<Row> {
  const values = await valuesOf(context, body, 'create');
  return inTransaction(db, async (tx) => {
    const [inserted] = await tx
      .insert(context.source.table)
      .values(values)
      .returning({ id: context.source.id });
    await context.source.afterWrite?.(tx, inserted!.id as number, body);
    const after = await visibleAfter(tx, context, inserted!.id as number);
    await writeAudit(tx, context.actor, {
      action: 'created',
      entity: auditedResource(context.entry.resource.key),
      entityId: inserted!.id as number,
      after,
    });
    return after;
  });
}

/** Updates a row read at `body.version`; a row changed since → 409 stale, nothing written. */
export async function updateRow(
  db: Db,
  context: WriteContext,
  id: number,
  body: Record<string, unknown>,
): Promise<Row> {
  const values = await valuesOf(context, body, 'update');
  return inTransaction(db, async (tx) => {
    const before = await lockedBefore(tx, context, id);
    if (before.version !== body.version) throw new ProblemError(409, DATA_KEYS.stale);
    await tx.update(context.source.table).set(values).where(eq(context.source.id, id));
    await context.source.afterWrite?.(tx, id, body);
    const after = await visibleAfter(tx, context, id);
    await writeAudit(tx, context.actor, {
      action: 'updated',
      entity: auditedResource(context.entry.resource.key),
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

export async function deleteRow(db: Db, context: WriteContext, id: number): Promise<Row> {
  return inTransaction(db, async (tx) => {
    const before = await lockedBefore(tx, context, id);
    await tx.delete(context.source.table).where(eq(context.source.id, id));
    await writeAudit(tx, context.actor, {
      action: 'deleted',
      entity: auditedResource(context.entry.resource.key),
      entityId: id,
      before,
    });
    return before;
  });
}
