import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RowIdParam } from '../../../domain/keys.ts';
import {
  SendWakeupSchema,
  WAKEUP_ACTIONS,
  WakeupDetailSchema,
  WakeupListItemSchema,
  WakeupOrganisationSchema,
} from '../../../domain/wakeupApi.ts';
import { WAKEUP_STATES } from '../../../domain/wakeups.ts';
import { auditActorOf } from '../../audit.ts';
import { actorOf } from '../../auth/guard.ts';
import { wakeupAckRoutes } from './ackRoutes.ts';
import { deliverWakeup } from './delivery.ts';
import { wakeupDetail } from './detail.ts';
import { escalateWakeup } from './escalation.ts';
import { type EscalateJob, WAKEUP_JOBS } from './jobs.ts';
import { wakeupOrganisations } from './organisations.ts';
import { listWakeups } from './queries.ts';
import { sendWakeups } from './send.ts';
import { actOnWakeup } from './workflow.ts';

const BASE = '/api/ecc/wakeups';
const tags = ['wakeups'];
const view = { access: { permissions: ['WAKEUP_VIEW' as const] } };
const edit = { access: { permissions: ['WAKEUP_VIEW' as const, 'WAKEUP_EDIT' as const] } };
const Id = z.object({ id: RowIdParam });
const ListQuery = z.object({
  state: z.enum(WAKEUP_STATES).optional(),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(200).default(50),
});
const Page = z.object({ items: z.array(WakeupListItemSchema), total: z.number() });

/** Registers the escalation job of the wake-ups (before the queue starts). */
function registerWakeupJobs(app: FastifyInstance) {
  app.jobs.work<EscalateJob>(WAKEUP_JOBS.escalate, async (job) => {
    // Anything a crash left unsent goes out now, whether or not the step is due.
    await deliverWakeup(app, job.wakeupId);
    await escalateWakeup(app, job);
  });
}

/** The wake-ups API of src/domain/wakeupApi.ts and the e-mail link's page. */
export async function wakeupRoutes(app: FastifyInstance) {
  registerWakeupJobs(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    BASE,
    { config: view, schema: { tags, querystring: ListQuery, response: { 200: Page } } },
    async (request) => listWakeups(app.database.db, actorOf(request), request.query),
  );

  r.get(
    `${BASE}/organisations`,
    { config: edit, schema: { tags, response: { 200: z.array(WakeupOrganisationSchema) } } },
    async () => wakeupOrganisations(app.database.db),
  );

  r.post(
    BASE,
    {
      config: edit,
      schema: {
        tags,
        body: SendWakeupSchema,
        response: { 201: z.object({ wakeupIds: z.array(z.number()) }) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await sendWakeups(app, auditActorOf(request), actorOf(request), request.body)),
  );

  r.get(
    `${BASE}/:id`,
    { config: view, schema: { tags, params: Id, response: { 200: WakeupDetailSchema } } },
    async (request) => wakeupDetail(app.database.db, actorOf(request), request.params.id),
  );

  r.post(
    `${BASE}/:id/actions/:action`,
    {
      config: edit,
      schema: {
        tags,
        params: Id.extend({ action: z.enum(WAKEUP_ACTIONS) }),
        response: { 200: WakeupDetailSchema },
      },
    },
    async (request) => {
      const { id, action } = request.params;
      return actOnWakeup(app, auditActorOf(request), actorOf(request), id, action);
    },
  );

  await wakeupAckRoutes(app);
}
