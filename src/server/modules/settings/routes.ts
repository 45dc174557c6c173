import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GlobalSettingsSchema } from '../../../domain/globalSettings.ts';
import type { TextsNotice } from '../../../domain/textCatalogue.ts';
import { auditActorOf } from '../../audit.ts';
import { readSettings, saveSettings } from './queries.ts';

const URL = '/api/ecc/settings';
const tags = ['settings'];

/**
 * The global settings (SPEC.md §9): every administration user reads them, GLOBAL_SETTINGS_EDIT saves; every
 * user reads the help desk's address.
 */
export async function settingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    URL,
    {
      config: { access: { permissions: ['ADMINISTRATION_VIEW'] } },
      schema: { tags, response: { 200: GlobalSettingsSchema } },
    },
    async () => readSettings(app.database.db),
  );
  // The help menu of every user links the help desk; the address alone, not the other settings.
  r.get(
    '/api/ecc/help-desk',
    {
      config: { access: { permissions: ['HOME_VIEW'] } },
      schema: { tags, response: { 200: z.object({ url: z.string() }) } },
    },
    async () => ({ url: (await readSettings(app.database.db)).urls.helpDesk }),
  );
  r.put(
    URL,
    {
      config: { access: { permissions: ['ADMINISTRATION_VIEW', 'GLOBAL_SETTINGS_EDIT'] } },
      schema: { tags, body: GlobalSettingsSchema, response: { 200: GlobalSettingsSchema } },
    },
    async (request) => {
      const saved = await saveSettings(app.database.db, auditActorOf(request), request.body);
      app.live.publish('texts', { area: 'settings' } satisfies TextsNotice);
      return saved;
    },
  );
}
