import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditedResource } from '../../../domain/audit.ts';
import { RowIdParam } from '../../../domain/keys.ts';
import { applicationusers, PasswordSchema } from '../../../domain/registry/applicationusers.ts';
import { auditActorOf, writeAudit } from '../../audit.ts';
import { forgetWaits } from '../../auth/login/backoff.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { applicationUsers } from '../../db/schema/index.ts';
import { ProblemError } from '../../http/problem.ts';
import { DATA_KEYS } from './commands.ts';
import { findRow } from './queries.ts';
import { scopeOf } from './scope.ts';
import { applicationUserSource } from './sources/applicationusers.ts';

/**
 * A user administrator sets a new password (SPEC.md: reset password): the account is unlocked and the
 * user must choose their own at the next login. The audit row records the reset, never the password.
 */
export async function passwordRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/scc/data/applicationusers/:id/password',
    {
      config: { access: { permissions: [...(applicationusers.permissions.edit ?? [])] } },
      schema: {
        tags: ['data/applicationusers'],
        params: z.object({ id: RowIdParam }),
        body: z.object({ password: PasswordSchema }),
      },
    },
    async (request, reply) => {
      const passwordHash = await hashPassword(request.body.password);
      await app.database.db.transaction(async (tx) => {
        const user = await findRow(
          tx,
          applicationusers,
          applicationUserSource,
          request.params.id,
          scopeOf(request),
        );
        if (!user) throw new ProblemError(404, DATA_KEYS.notFound);
        await tx
          .update(applicationUsers)
          .set({ passwordHash, passwordChangedAt: null, locked: false, failedLogins: 0, lockedUntil: null })
          .where(eq(applicationUsers.id, request.params.id));
        await forgetWaits(tx, String(user.username));
        await writeAudit(tx, auditActorOf(request), {
          action: 'passwordReset',
          entity: auditedResource(applicationusers.resource.key),
          entityId: request.params.id,
        });
      });
      return reply.status(204).send();
    },
  );
}
