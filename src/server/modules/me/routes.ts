import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS, PROFILE_NAMES } from '../../../domain/permissions.ts';
import { LANGUAGES, OPERATION_MODES } from '../../../domain/session.ts';
import { actorOf } from '../../auth/guard.ts';
import { displayNameOf } from './queries.ts';

const MeSchema = z.object({
  userName: z.string(),
  displayName: z.string(),
  organisation: z.string(),
  stateCode: z.string(),
  managedTerritory: z.string(),
  wakeupAddresseeName: z.string(),
  operationMode: z.enum(OPERATION_MODES),
  groupLogin: z.boolean(),
  organisationCharacteristic: z.string().nullable(),
  lang: z.enum(LANGUAGES),
  profiles: z.array(z.object({ name: z.string(), profileName: z.enum(PROFILE_NAMES) })),
  permissions: z.array(z.enum(PERMISSIONS)),
});

/** GET {SCC}/me: the logged-in user's profiles and permission set, loaded once by the web. */
export async function meRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/scc/me',
      { config: { access: { permissions: [] } }, schema: { tags: ['session'], response: { 200: MeSchema } } },
      async (request) => {
        const { claims, permissions, stateCode } = actorOf(request);
        return {
          userName: claims.user_name,
          displayName: (await displayNameOf(app.database.db, claims.user_name)) ?? claims.user_name,
          organisation: claims.organisation,
          stateCode,
          managedTerritory: claims.managed_territory,
          wakeupAddresseeName: claims.wakeup_addressee_name,
          operationMode: claims.operation_mode,
          groupLogin: claims.group_login,
          organisationCharacteristic: claims.organisation_characteristic,
          lang: claims.lang,
          profiles: claims.user_profiles.map((profileName) => ({ name: claims.user_name, profileName })),
          permissions: PERMISSIONS.filter((p) => permissions.has(p)),
        };
      },
    );
}
