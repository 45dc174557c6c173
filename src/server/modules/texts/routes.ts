import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTACT_KINDS, PublicContactWriteSchema, TemplateWriteSchema } from '../../../domain/templates.ts';
import {
  CATALOGUE_KINDS,
  CatalogueEntryWriteSchema,
  CatalogueImportSchema,
  catalogueCsv,
  PICTOGRAM_KINDS,
  PictogramWriteSchema,
  type TextsNotice,
} from '../../../domain/textCatalogue.ts';
import { type AuditActor, auditActorOf } from '../../audit.ts';
import type { Db } from '../../db/client.ts';
import { ProblemError } from '../../http/problem.ts';
import { deleteEntry, saveEntry } from './catalogueCommands.ts';
import { importCatalogue } from './catalogueImport.ts';
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
const TemplateId = z.object({ id: Id });

// An SVG shown on its own must not run or load anything even if a check missed it.
const IMAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

type Announce = <T>(area: TextsNotice['area'], write: Promise<T>) => Promise<T>;

/** A collection kept per kind (catalogue entries, pictograms, public contacts): what its routes call. */
interface KindedCollection<K extends string, W> {
  path: string;
  kinds: readonly [K, ...K[]];
  body: z.ZodType<W>;
  area: TextsNotice['area'];
  list(db: Db, kind: K): Promise<unknown>;
  save(db: Db, actor: AuditActor, kind: K, id: number | null, write: W): Promise<unknown>;
  remove(db: Db, actor: AuditActor, kind: K, id: number): Promise<void>;
}

/** GET and POST `<path>/:kind`, PUT and DELETE `<path>/:kind/:id`: read for readers, writes announced. */
function kindedCollection<K extends string, W>(
  app: FastifyInstance,
  announced: Announce,
  collection: KindedCollection<K, W>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const { path, area } = collection;
  const Kind = z.object({ kind: z.enum(collection.kinds) });
  const KindId = Kind.extend({ id: Id });
  const kindOf = (params: { kind: unknown }) => params.kind as K;
  r.get(`${path}/:kind`, { config: read, schema: { tags, params: Kind } }, async (request) =>
    collection.list(db(), kindOf(request.params)),
  );
  r.post(
    `${path}/:kind`,
    { config: edit, schema: { tags, params: Kind, body: collection.body } },
    async (request) =>
      announced(
        area,
        collection.save(db(), auditActorOf(request), kindOf(request.params), null, request.body as W),
      ),
  );
  r.put(
    `${path}/:kind/:id`,
    { config: edit, schema: { tags, params: KindId, body: collection.body } },
    async (request) =>
      announced(
        area,
        collection.save(
          db(),
          auditActorOf(request),
          kindOf(request.params),
          request.params.id,
          request.body as W,
        ),
      ),
  );
  r.delete(
    `${path}/:kind/:id`,
    { config: edit, schema: { tags, params: KindId } },
    async (request, reply) => {
      await announced(
        area,
        collection.remove(db(), auditActorOf(request), kindOf(request.params), request.params.id),
      );
      return reply.status(204).send();
    },
  );
}

// An export carries its pictograms' images: more than the 1 MB of an ordinary call. Room for the import's own
// limits (10,000 entries, about 5 MB) beside some hundred pictograms of the usual size; its count limits are
// then refused in the operators' words (texts.import.tooLarge), not as a body too large.
const CATALOGUE_IMPORT_BODY_LIMIT = 32 * 1024 * 1024;

/**
 * Message templates, public contacts, the text catalogue and its pictograms (SPEC.md /templates,
 * /publiccontacts, /textpictograms): everyone with ADMINISTRATION_VIEW and TEXT_TEMPLATE_READ reads,
 * TEXT_TEMPLATE_EDIT writes.
 */
export async function textsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  // After the commit: every open console reloads what changed (template pickers, catalogue pages).
  const announced: Announce = async (area, write) => {
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

  kindedCollection(app, announced, {
    path: '/api/ecc/catalogue',
    kinds: CATALOGUE_KINDS,
    body: CatalogueEntryWriteSchema,
    area: 'catalogue',
    list: listEntries,
    save: saveEntry,
    remove: deleteEntry,
  });

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

  // The catalogue and its pictograms from an export file; both parts are announced.
  r.post(
    '/api/ecc/catalogue-import',
    { bodyLimit: CATALOGUE_IMPORT_BODY_LIMIT, config: edit, schema: { tags, body: CatalogueImportSchema } },
    async (request) => {
      const result = await announced('catalogue', importCatalogue(db(), auditActorOf(request), request.body));
      app.live.publish('texts', { area: 'pictograms' } satisfies TextsNotice);
      return result;
    },
  );

  kindedCollection(app, announced, {
    path: PICTOGRAM_BASE,
    kinds: PICTOGRAM_KINDS,
    body: PictogramWriteSchema,
    area: 'pictograms',
    list: listPictograms,
    save: savePictogram,
    remove: deletePictogram,
  });
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

  kindedCollection(app, announced, {
    path: '/api/ecc/public-contacts',
    kinds: CONTACT_KINDS,
    body: PublicContactWriteSchema,
    area: 'contacts',
    list: listContacts,
    save: saveContact,
    remove: deleteContact,
  });
}
