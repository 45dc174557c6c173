import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTACT_KINDS, PublicContactWriteSchema, TemplateWriteSchema } from '../../../domain/templates.ts';
import {
  CATALOGUE_KINDS,
  CatalogueEntryWriteSchema,
  catalogueCsv,
  PICTOGRAM_KINDS,
  PictogramWriteSchema,
  type TextsNotice,
} from '../../../domain/textCatalogue.ts';
import { auditActorOf } from '../../audit.ts';
import { ProblemError } from '../../http/problem.ts';
import { deleteEntry, saveEntry } from './catalogueCommands.ts';
import { deleteContact, saveContact } from './contactCommands.ts';
import { TEXTS_KEYS } from './keys.ts';
import { deletePictogram, savePictogram } from './pictogramCommands.ts';
import {
  catalogueExport,
  findPictogram,
  listContacts,
  listEntries,
  listPictograms,
  PICTOGRAM_BASE,
} from './queries.ts';
import { deleteTemplate, saveTemplate } from './templateCommands.ts';

const tags = ['texts'];
const read = { access: { permissions: ['ADMINISTRATION_VIEW' as const, 'TEXT_TEMPLATE_READ' as const] } };
const edit = {
  access: {
    permissions: [
      'ADMINISTRATION_VIEW' as const,
      'TEXT_TEMPLATE_READ' as const,
      'TEXT_TEMPLATE_EDIT' as const,
    ],
  },
};
const Id = z.coerce.number().int().min(1).max(2_147_483_647);
const Kind = z.object({ kind: z.enum(CATALOGUE_KINDS) });
const KindId = Kind.extend({ id: Id });
const PictogramKind = z.object({ kind: z.enum(PICTOGRAM_KINDS) });
const PictogramKindId = PictogramKind.extend({ id: Id });
const ContactKind = z.object({ kind: z.enum(CONTACT_KINDS) });
const ContactKindId = ContactKind.extend({ id: Id });
const TemplateId = z.object({ id: Id });

// An SVG shown on its own must not run or load anything even if a check missed it.
const IMAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Message templates, public contacts, the text catalogue and its pictograms (SPEC.md /templates,
 * /publiccontacts, /textpictograms): everyone with ADMINISTRATION_VIEW and TEXT_TEMPLATE_READ reads,
 * TEXT_TEMPLATE_EDIT writes.
 */
export async function textsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  // After the commit: every open console reloads what changed (template pickers, catalogue pages).
  const announced = async <T>(area: TextsNotice['area'], write: Promise<T>): Promise<T> => {
    const result = await write;
    app.live.publish('texts', { area } satisfies TextsNotice);
    return result;
  };

  r.post(
    '/api/ecc/event-templates',
    { config: edit, schema: { tags, body: TemplateWriteSchema } },
    async (request) => announced('templates', saveTemplate(db(), auditActorOf(request), null, request.body)),
  );
  r.put(
    '/api/ecc/event-templates/:id',
    { config: edit, schema: { tags, params: TemplateId, body: TemplateWriteSchema } },
    async (request) =>
      announced('templates', saveTemplate(db(), auditActorOf(request), request.params.id, request.body)),
  );
  r.delete(
    '/api/ecc/event-templates/:id',
    { config: edit, schema: { tags, params: TemplateId } },
    async (request, reply) => {
      await announced('templates', deleteTemplate(db(), auditActorOf(request), request.params.id));
      return reply.status(204).send();
    },
  );

  r.get('/api/ecc/catalogue/:kind', { config: read, schema: { tags, params: Kind } }, async (request) =>
    listEntries(db(), request.params.kind),
  );
  r.post(
    '/api/ecc/catalogue/:kind',
    { config: edit, schema: { tags, params: Kind, body: CatalogueEntryWriteSchema } },
    async (request) =>
      announced('catalogue', saveEntry(db(), auditActorOf(request), request.params.kind, null, request.body)),
  );
  r.put(
    '/api/ecc/catalogue/:kind/:id',
    { config: edit, schema: { tags, params: KindId, body: CatalogueEntryWriteSchema } },
    async (request) =>
      announced(
        'catalogue',
        saveEntry(db(), auditActorOf(request), request.params.kind, request.params.id, request.body),
      ),
  );
  r.delete(
    '/api/ecc/catalogue/:kind/:id',
    { config: edit, schema: { tags, params: KindId } },
    async (request, reply) => {
      await announced(
        'catalogue',
        deleteEntry(db(), auditActorOf(request), request.params.kind, request.params.id),
      );
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/ecc/catalogue-export',
    {
      config: read,
      schema: { tags, querystring: z.object({ format: z.enum(['json', 'csv']).default('json') }) },
    },
    async (request, reply) => {
      const catalogue = await catalogueExport(db());
      const csv = request.query.format === 'csv';
      reply.header('content-disposition', `attachment; filename="text-catalogue.${csv ? 'csv' : 'json'}"`);
      if (!csv) return catalogue;
      return reply.type('text/csv; charset=utf-8').send(catalogueCsv(catalogue));
    },
  );

  r.get(
    `${PICTOGRAM_BASE}/:kind`,
    { config: read, schema: { tags, params: PictogramKind } },
    async (request) => listPictograms(db(), request.params.kind),
  );
  r.post(
    `${PICTOGRAM_BASE}/:kind`,
    { config: edit, schema: { tags, params: PictogramKind, body: PictogramWriteSchema } },
    async (request) =>
      announced(
        'pictograms',
        savePictogram(db(), auditActorOf(request), request.params.kind, null, request.body),
      ),
  );
  r.put(
    `${PICTOGRAM_BASE}/:kind/:id`,
    { config: edit, schema: { tags, params: PictogramKindId, body: PictogramWriteSchema } },
    async (request) =>
      announced(
        'pictograms',
        savePictogram(db(), auditActorOf(request), request.params.kind, request.params.id, request.body),
      ),
  );
  r.delete(
    `${PICTOGRAM_BASE}/:kind/:id`,
    { config: edit, schema: { tags, params: PictogramKindId } },
    async (request, reply) => {
      await announced(
        'pictograms',
        deletePictogram(db(), auditActorOf(request), request.params.kind, request.params.id),
      );
      return reply.status(204).send();
    },
  );
  // Images load through <img>, which sends no bearer token: they are public like the CAP messages using them.
  r.get(
    `${PICTOGRAM_BASE}/:id/image`,
    { config: { access: { public: true } }, schema: { tags, params: TemplateId } },
    async (request, reply) => {
      const row = await findPictogram(db(), request.params.id);
      if (!row) throw new ProblemError(404, TEXTS_KEYS.notFound);
      return reply
        .type(row.mediaType)
        .header('content-security-policy', IMAGE_POLICY)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=300')
        .send(row.image);
    },
  );

  r.get(
    '/api/ecc/public-contacts/:kind',
    { config: read, schema: { tags, params: ContactKind } },
    async (request) => listContacts(db(), request.params.kind),
  );
  r.post(
    '/api/ecc/public-contacts/:kind',
    { config: edit, schema: { tags, params: ContactKind, body: PublicContactWriteSchema } },
    async (request) =>
      announced(
        'contacts',
        saveContact(db(), auditActorOf(request), request.params.kind, null, request.body),
      ),
  );
  r.put(
    '/api/ecc/public-contacts/:kind/:id',
    { config: edit, schema: { tags, params: ContactKindId, body: PublicContactWriteSchema } },
    async (request) =>
      announced(
        'contacts',
        saveContact(db(), auditActorOf(request), request.params.kind, request.params.id, request.body),
      ),
  );
  r.delete(
    '/api/ecc/public-contacts/:kind/:id',
    { config: edit, schema: { tags, params: ContactKindId } },
    async (request, reply) => {
      await announced(
        'contacts',
        deleteContact(db(), auditActorOf(request), request.params.kind, request.params.id),
      );
      return reply.status(204).send();
    },
  );
}
