import { eq, sql } from 'drizzle-orm';
import { organisationConflicts } from '../../../../domain/registry/applicationusers.ts';
import { forgetWaits } from '../../../auth/login/backoff.ts';
import { hashPassword } from '../../../auth/passwords.ts';
import { applicationUsers, organisations } from '../../../db/schema/index.ts';
import { PLATFORM_KEYS, ProblemError } from '../../../http/problem.ts';
import { asRows, type ResourceSource } from './source.ts';

/** Application users; the password hash is never selected, and only written from a new password. */
export const applicationUserSource: ResourceSource = {
  table: applicationUsers,
  id: applicationUsers.id,
  rows: (db) =>
    asRows(
      db
        .select({
          id: applicationUsers.id,
          username: applicationUsers.username,
          organisationId: applicationUsers.organisationId,
          organisationCode: sql<string>`${organisations.code}`.as('organisationCode'),
          stateCode: sql<string>`${organisations.stateCode}`.as('stateCode'),
          personId: applicationUsers.personId,
          profiles: applicationUsers.profiles,
          managedTerritory: applicationUsers.managedTerritory,
          operationMode: applicationUsers.operationMode,
          groupLogin: applicationUsers.groupLogin,
          wakeupAddresseeName: applicationUsers.wakeupAddresseeName,
          lang: applicationUsers.lang,
          locked: applicationUsers.locked,
          failedLogins: applicationUsers.failedLogins,
          passwordChangedAt: applicationUsers.passwordChangedAt,
          createdAt: applicationUsers.createdAt,
        })
        .from(applicationUsers)
        .innerJoin(organisations, eq(organisations.id, applicationUsers.organisationId))
        .as('r'),
    ),
  values: async ({ version: _, password, ...fields }, mode) => ({
    ...fields,
    // Unlocking also forgets the failed attempts that locked the account.
    ...(fields.locked === false ? { failedLogins: 0, lockedUntil: null } : {}),
    ...(mode === 'create' ? { passwordHash: await hashPassword(String(password)) } : {}),
  }),
  afterWrite: async (tx, _id, body) => {
    const [organisation] = await tx
      .select({ stateCode: organisations.stateCode, characteristic: organisations.characteristic })
      .from(organisations)
      .where(eq(organisations.id, body.organisationId as number));
    const user = body as { username: string; profiles: string[]; managedTerritory: string; locked?: boolean };
    const conflicts = organisation ? organisationConflicts(user, organisation) : ['organisationId'];
    if (user.locked === false) await forgetWaits(tx, user.username);
    if (conflicts.length) {
      throw new ProblemError(400, PLATFORM_KEYS.validation, {
        errors: conflicts.map((field) => ({
          path: `/body/${field}`,
          messageKey: 'data.errors.organisationConflict',
        })),
      });
    }
  },
};
