import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RowIdParam } from '../../../domain/keys.ts';
import type { Permission } from '../../../domain/permissions.ts';
import { collectionPath, REGISTRY, registryEntry } from '../../../domain/registry/index.ts';
import { ValueListSchema } from '../../../domain/registry/query.ts';
import type { RegistryEntry } from '../../../domain/registry/types.ts';
import { auditActorOf } from '../../audit.ts';
import { ProblemError } from '../../http/problem.ts';
import { readKey } from '../../http/readCache.ts';
import { createRow, DATA_KEYS, deleteRow, updateRow, type WriteContext } from './commands.ts';
import { ListQueryStringSchema, listQueryOf, ValueListQuerySchema, valueListColumn } from './listQuery.ts';
import { passwordRoute } from './passwordRoute.ts';
import { findRow, listRows, listValues, type Row } from './queries.ts';
import { RowCounts } from './rowCounts.ts';
import { scopeOf } from './scope.ts';
import { SOURCES } from './sources/index.ts';

const IdParams = z.object({ id: RowIdParam });
const FieldParams = z.object({ field: z.string().max(60) });

const access = (permissions: readonly Permission[]) => ({ access: { permissions: [...permissions] } });

/** The generic REST routes of every registry entry under {SCC}/data/<key> (DESIGN.md §4, §5). */
export async function resourceRoutes(app: FastifyInstance) {
  const counts = new RowCounts();
  for (const entry of REGISTRY) registerEntry(app, entry, counts);
  await app.register(passwordRoute);
}

function registerEntry(app: FastifyInstance, entry: RegistryEntry, counts: RowCounts) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const source = SOURCES[entry.resource.key];
  if (!source) throw new Error(`registry entry ${entry.resource.key} has no source`);
  const base = `/api/scc${collectionPath(entry)}`;
  const tags = [`data/${entry.resource.key}`];
  const db = () => app.database.db;
  const context = (request: FastifyRequest): WriteContext => ({
    entry,
    source,
    scope: scopeOf(request),
    actor: auditActorOf(request),
  });
  // After commit: clients of this resource refetch; cantonal ones only for rows of their canton.
  const notify = (action: 'created' | 'updated' | 'deleted', row: Row) => {
    counts.forget(entry.resource.key);
    const state = entry.territoryField ? row[entry.territoryField] : undefined;
    const scope = typeof state === 'string' ? { states: [state] } : {};
    app.live.notifyResource(
      entry.resource.key,
      entry.resource.viewPermission,
      { resource: entry.resource.key, action, ids: [row.id as number] },
      scope,
    );
    // Grids that show this row's fields refetch too; their row ids differ, so none are named.
    for (const shown of (entry.shownIn ?? []).map(registryEntry)) {
      if (!shown) continue;
      counts.forget(shown.resource.key);
      app.live.notifyResource(
        shown.resource.key,
        shown.resource.viewPermission,
        { resource: shown.resource.key, action: 'updated', ids: [] },
        scope,
      );
    }
  };

  r.get(
    base,
    {
      config: access(entry.permissions.view),
      schema: {
        tags,
        querystring: ListQueryStringSchema,
        response: {
          200: z.object({
            items: z.array(entry.row),
            total: z.number(),
            totalCapped: z.boolean().optional(),
          }),
        },
      },
    },
    // The page depends on the query and the territory only: read once per change (ADR 0023).
    async (request, reply) => {
      const scope = scopeOf(request);
      return app.reads.answer(reply, readKey(request, scope), () =>
        listRows(db(), entry, source, listQueryOf(entry, request.query), scope, counts),
      );
    },
  );

  // The value list of a column's filter: same permission and territory as the rows themselves.
  r.get(
    `${base}/values/:field`,
    {
      config: access(entry.permissions.view),
      schema: {
        tags,
        params: FieldParams,
        querystring: ValueListQuerySchema,
        response: { 200: ValueListSchema },
      },
    },
    async (request) => {
      const column = valueListColumn(entry, request.params.field);
      return listValues(db(), entry, source, column.field, request.query.search, scopeOf(request));
    },
  );

  r.get(
    `${base}/:id`,
    {
      config: access(entry.permissions.view),
      schema: { tags, params: IdParams, response: { 200: entry.row } },
    },
    async (request) => {
      const row = await findRow(db(), entry, source, request.params.id, scopeOf(request));
      if (!row) throw new ProblemError(404, DATA_KEYS.notFound);
      return row;
    },
  );

  if (entry.permissions.create && entry.create) {
    r.post(
      base,
      {
        config: access(entry.permissions.create),
        schema: { tags, body: entry.create, response: { 201: entry.row } },
      },
      async (request, reply) => {
        const row = await createRow(db(), context(request), request.body as Record<string, unknown>);
        notify('created', row);
        return reply.status(201).send(row);
      },
    );
  }

  if (entry.permissions.edit && entry.update) {
    r.put(
      `${base}/:id`,
      {
        config: access(entry.permissions.edit),
        schema: { tags, params: IdParams, body: entry.update, response: { 200: entry.row } },
      },
      async (request) => {
        const body = request.body as Record<string, unknown>;
        const row = await updateRow(db(), context(request), request.params.id, body);
        notify('updated', row);
        return row;
      },
    );
  }

  if (entry.permissions.delete) {
    r.delete(
      `${base}/:id`,
      { config: access(entry.permissions.delete), schema: { tags, params: IdParams } },
      async (request, reply) => {
        const row = await deleteRow(db(), context(request), request.params.id);
        notify('deleted', row);
        return reply.status(204).send();
      },
    );
  }
}
