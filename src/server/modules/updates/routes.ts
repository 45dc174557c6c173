import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RowIdParam } from '../../../domain/keys.ts';
import type { Permission } from '../../../domain/permissions.ts';
import {
  ActivationCreateSchema,
  DeploymentCreateSchema,
  ReleaseUploadSchema,
  UpdateReachSchema,
} from '../../../domain/updates.ts';
import { auditActorOf } from '../../audit.ts';
import { actorOf } from '../../auth/guard.ts';
import { PLATFORM_KEYS, ProblemError } from '../../http/problem.ts';
import type { Operator } from '../alarming/operations.ts';
import { registerActivationRuns } from './activationRun.ts';
import { activationReach, createActivation, rollBack } from './activations.ts';
import { cancelDeployment, createDeployment, deploymentReach } from './deployments.ts';
import { deploymentGroupChoices, deviceStates, listActivations, listDeployments } from './queries.ts';
import { listReleases, uploadRelease, withdrawRelease } from './releases.ts';
import { registerDeploymentSteps } from './rollout.ts';

const BASE = '/api/scc/updates';
const tags = ['updates'];
const needs = (...permissions: Permission[]) => ({ access: { permissions } });
const VIEW = needs('UPDATEMGMT_VIEW');
const EDIT = needs('UPDATEMGMT_VIEW', 'UPDATEMGMT_EDIT');
const IdParams = z.object({ id: RowIdParam });

const operatorOf = (request: FastifyRequest): Operator => ({
  actor: actorOf(request),
  audit: auditActorOf(request),
});

/**
 * Update management (issue 16, ADR 0016): releases (the image streamed as application/octet-stream with
 * its description in the query), staged deployments and activations with rollback, the devices' versions.
 * Reading needs UPDATEMGMT_VIEW, acting UPDATEMGMT_EDIT as well.
 */
export async function updateRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  registerDeploymentSteps(app);
  registerActivationRuns(app);
  // The image is read as a stream by the upload (hashed and size-checked on the way), never buffered here.
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

  routes.get(
    `${BASE}/releases`,
    { config: VIEW, schema: { tags, description: 'Every release, newest first.' } },
    () => listReleases(db),
  );
  routes.post(
    `${BASE}/releases`,
    {
      config: EDIT,
      schema: {
        tags,
        description: 'Uploads a release: the image as the body, its description in the query.',
        querystring: ReleaseUploadSchema,
      },
    },
    async (request, reply) => {
      const { body } = request;
      // The image comes as the raw body; JSON or a form is no firmware image.
      if (body !== undefined && !(body instanceof Readable))
        throw new ProblemError(415, PLATFORM_KEYS.unsupportedMediaType);
      const release = await uploadRelease(app, auditActorOf(request), request.query, body);
      return reply.code(201).send(release);
    },
  );
  routes.post(
    `${BASE}/releases/:id/withdraw`,
    { config: EDIT, schema: { tags, description: 'Withdraws a release.', params: IdParams } },
    (request) => withdrawRelease(app, auditActorOf(request), request.params.id),
  );
  routes.get(
    `${BASE}/deployments`,
    { config: VIEW, schema: { tags, description: 'Deployments with their progress.' } },
    (request) => listDeployments(db, actorOf(request)),
  );
  routes.post(
    `${BASE}/deployments`,
    {
      config: EDIT,
      schema: { tags, description: 'Starts a staged deployment.', body: DeploymentCreateSchema },
    },
    async (request, reply) =>
      reply.code(201).send({ id: await createDeployment(app, operatorOf(request), request.body) }),
  );
  routes.post(
    `${BASE}/deployments/reach`,
    {
      config: EDIT,
      schema: {
        tags,
        description:
          'How many devices a deployment would reach now, and how many of the selection it leaves out: busy in a running deployment, or holding the image already (refused as its start would be).',
        body: DeploymentCreateSchema,
        response: { 200: UpdateReachSchema },
      },
    },
    (request) => deploymentReach(db, actorOf(request), request.body),
  );
  routes.get(
    `${BASE}/sirengroups`,
    {
      config: EDIT,
      schema: {
        tags,
        description: 'The siren groups a deployment may be limited to (id, name, canton), by name.',
      },
    },
    (request) => deploymentGroupChoices(db, actorOf(request)),
  );
  routes.post(
    `${BASE}/deployments/:id/cancel`,
    {
      config: EDIT,
      schema: {
        tags,
        description: 'Cancels a running or halted deployment.',
        params: IdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await cancelDeployment(app, operatorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  routes.get(
    `${BASE}/activations`,
    { config: VIEW, schema: { tags, description: 'Activations and rollbacks.' } },
    (request) => listActivations(db, actorOf(request)),
  );
  routes.post(
    `${BASE}/activations`,
    {
      config: EDIT,
      schema: {
        tags,
        description: 'Schedules the activation of a transferred release.',
        body: ActivationCreateSchema,
      },
    },
    async (request, reply) =>
      reply.code(201).send({ id: await createActivation(app, operatorOf(request), request.body) }),
  );
  routes.post(
    `${BASE}/activations/reach`,
    {
      config: EDIT,
      schema: {
        tags,
        description: 'How many devices an activation would switch (refused as its scheduling would be).',
        body: ActivationCreateSchema,
        response: { 200: UpdateReachSchema },
      },
    },
    (request) => activationReach(db, actorOf(request), request.body),
  );
  routes.post(
    `${BASE}/activations/:id/rollback`,
    {
      config: EDIT,
      schema: { tags, description: 'Rolls an activation back to the versions before it.', params: IdParams },
    },
    async (request, reply) =>
      reply.code(201).send({ id: await rollBack(app, operatorOf(request), request.params.id) }),
  );
  routes.get(
    `${BASE}/devices`,
    { config: VIEW, schema: { tags, description: 'FGP and KGP versions and the drift per canton.' } },
    (request) => deviceStates(db, actorOf(request)),
  );
}
