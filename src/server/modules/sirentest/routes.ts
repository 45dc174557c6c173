import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RowIdParam } from '../../../domain/keys.ts';
import type { Permission } from '../../../domain/permissions.ts';
import {
  ConfirmationSchema,
  defaultPlan,
  SirenTestPlanSchema,
  SirenTestStartSchema,
} from '../../../domain/sirenTest.ts';
import { auditActorOf } from '../../audit.ts';
import { actorOf } from '../../auth/guard.ts';
import type { Operator } from '../alarming/operations.ts';
import { confirmChecks, savePlan, startTest, stopTest } from './commands.ts';
import { activeTest, archiveOf, overviewOf, plannedTest, sirensOf } from './queries.ts';
import { readinessOf } from './readiness.ts';

const BASE = '/api/scc/sirentests';
const tags = ['sirentest'];
const needs = (...permissions: Permission[]) => ({ access: { permissions } });

const operatorOf = (request: FastifyRequest): Operator => ({
  actor: actorOf(request),
  audit: auditActorOf(request),
});

/**
 * The siren test (issue 15): the plan and its readiness (SIRENTEST_PLANNED_VIEW), the active test's
 * overview and per-siren results (only while one runs), the archive, and the writes of SIRENTEST_EDIT.
 */
export async function sirenTestRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  routes.get(
    `${BASE}/active`,
    { config: needs(), schema: { tags, description: 'The running siren test, or null.' } },
    () => activeTest(db),
  );
  routes.get(
    `${BASE}/plan`,
    {
      config: needs('SIRENTEST_PLANNED_VIEW'),
      schema: { tags, description: 'The planned test (or null) and the default proposal for a new one.' },
    },
    async () => ({ plan: await plannedTest(db), proposal: defaultPlan(new Date()) }),
  );
  routes.put(
    `${BASE}/plan`,
    {
      config: needs('SIRENTEST_PLANNED_VIEW', 'SIRENTEST_EDIT'),
      schema: {
        tags,
        description: 'Creates or changes the planned test (national).',
        body: SirenTestPlanSchema,
      },
    },
    (request) => savePlan(app, operatorOf(request), request.body),
  );
  routes.get(
    `${BASE}/readiness`,
    {
      config: needs('SIRENTEST_PLANNED_VIEW'),
      schema: { tags, description: 'Sirens not ready for the planned test, per canton of the territory.' },
    },
    async (request) => {
      const plan = await plannedTest(db);
      const cantons = (plan ?? defaultPlan(new Date())).cantons.map((c) => c.stateCode);
      return readinessOf(db, actorOf(request), cantons);
    },
  );
  routes.post(
    `${BASE}/plan/start`,
    {
      config: needs('SIRENTEST_PLANNED_VIEW', 'SIRENTEST_EDIT'),
      schema: {
        tags,
        description: 'Starts the planned test on the fleet (national); EXERCISE may leave the body out.',
        body: SirenTestStartSchema,
      },
    },
    (request) => startTest(app, operatorOf(request), request.body?.confirmation),
  );
  routes.post(
    `${BASE}/active/stop`,
    {
      config: needs('SIRENTEST_CURRENT_VIEW', 'SIRENTEST_EDIT'),
      schema: { tags, description: 'Stops the running test; its figures go to the archive (national).' },
    },
    (request) => stopTest(app, operatorOf(request)),
  );
  routes.get(
    `${BASE}/active/overview`,
    {
      config: needs('SIRENTEST_STATE_VIEW'),
      schema: { tags, description: 'The running test per canton and national; 404 while none runs.' },
    },
    (request) => overviewOf(db, actorOf(request)),
  );
  routes.get(
    `${BASE}/active/sirens`,
    {
      config: needs('SIRENTEST_CURRENT_VIEW'),
      schema: { tags, description: 'Every siren of the running test with its outcome; 404 while none runs.' },
    },
    (request) => sirensOf(db, actorOf(request)),
  );
  routes.get(
    `${BASE}/archive`,
    {
      config: needs('SIRENTEST_ARCHIVE_VIEW'),
      schema: { tags, description: 'Every done test with its figures, defects and confirmations.' },
    },
    (request) => archiveOf(db, actorOf(request)),
  );
  routes.post(
    `${BASE}/:id/confirmations`,
    {
      config: needs('SIRENTEST_ARCHIVE_VIEW', 'SIRENTEST_EDIT'),
      schema: {
        tags,
        description: 'A canton confirms its on-site checks after a done test.',
        params: z.object({ id: RowIdParam }),
        body: ConfirmationSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await confirmChecks(app, operatorOf(request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );
}
