import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAX_REPORT_RECIPIENTS,
  ReportMailRequestSchema,
  ReportRequestSchema,
} from '../../../domain/registry/report.ts';
import { auditActorOf, writeAudit } from '../../audit.ts';
import { PLATFORM_KEYS, ProblemError } from '../../http/problem.ts';
import { buildReport, isPng, type ReportDocument } from './document.ts';
import { mailerOf } from './mailer.ts';
import {
  allowedMailDomains,
  assertAllowedRecipients,
  REPORT_MAIL_KEYS,
  remainingMails,
  takeMailSlot,
} from './mailLimits.ts';

/** "Report generation failed" (SPEC.md §8), for a document that could not be built or sent. */
export const REPORT_FAILED = 'data.errors.reportFailed';

const DocumentSchema = z.object({ fileName: z.string(), contentType: z.string(), dataBase64: z.string() });

// Large grids make large bodies: about 5,100 sirens of a dozen columns stay well under this.
const BODY_LIMIT = 16 * 1024 * 1024;

/** The map image the web drew; anything but a PNG is refused before a document is built. */
function mapOf(mapImage: string | undefined): Buffer {
  const map = Buffer.from(mapImage ?? '', 'base64');
  if (!isPng(map))
    throw new ProblemError(400, PLATFORM_KEYS.validation, {
      errors: [{ path: '/body/mapImage', messageKey: 'validation.badFormat', params: { format: 'png' } }],
    });
  return map;
}

/** A CSV cannot hold the picture: the map travels as a second attachment. */
function mapAttachmentOf(document: ReportDocument, documentType: 'csv' | 'pdf', map: Buffer | null) {
  if (!map || documentType !== 'csv') return [];
  return [
    { filename: document.fileName.replace(/\.csv$/, '-map.png'), contentType: 'image/png', content: map },
  ];
}

const MailLimitsSchema = z.object({
  maxRecipients: z.number().int(),
  allowedDomains: z.array(z.string()),
  perHour: z.number().int(),
  remaining: z.number().int(),
});

/** Report documents of a grid: built for download (GRID_DATA_EXPORT_LOCAL) or mailed (GRID_DATA_EXPORT_EMAIL). */
export async function reportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const send = mailerOf(app.config);
  const build = async (request: Parameters<typeof buildReport>[0], map: Buffer | null = null) => {
    try {
      return await buildReport(request, new Date(), map);
    } catch (error) {
      app.log.error({ err: error }, 'report generation failed');
      throw new ProblemError(502, REPORT_FAILED);
    }
  };

  r.post(
    '/api/scc/reports/document',
    {
      bodyLimit: BODY_LIMIT,
      config: { access: { permissions: ['GRID_DATA_EXPORT_LOCAL'] } },
      schema: { tags: ['reports'], body: ReportRequestSchema, response: { 200: DocumentSchema } },
    },
    async (request) => {
      const { mapImage, ...report } = request.body;
      const document = await build(report, mapImage ? mapOf(mapImage) : null);
      return {
        fileName: document.fileName,
        contentType: document.contentType,
        dataBase64: document.data.toString('base64'),
      };
    },
  );

  r.get(
    '/api/scc/reports/email/limits',
    {
      config: { access: { permissions: ['GRID_DATA_EXPORT_EMAIL'] } },
      schema: { tags: ['reports'], response: { 200: MailLimitsSchema } },
    },
    async (request) => ({
      maxRecipients: MAX_REPORT_RECIPIENTS,
      allowedDomains: await allowedMailDomains(app.config, app.database.db),
      perHour: app.config.REPORT_MAIL_PER_HOUR,
      remaining: await remainingMails(app.config, app.database.db, auditActorOf(request).userName),
    }),
  );

  r.post(
    '/api/scc/reports/email',
    {
      bodyLimit: BODY_LIMIT,
      config: { access: { permissions: ['GRID_DATA_EXPORT_EMAIL'] } },
      schema: { tags: ['reports'], body: ReportMailRequestSchema },
    },
    async (request, reply) => {
      const { email, mapImage, ...report } = request.body;
      assertAllowedRecipients(
        { to: email.recipientsTo, cc: email.recipientsCc },
        await allowedMailDomains(app.config, app.database.db),
      );
      const map = email.sendMap ? mapOf(mapImage) : null;
      const document = await build(report, map);
      const actor = auditActorOf(request);
      // Written before the mail leaves, so that parallel requests on any server count it.
      await takeMailSlot(app.config, app.database.db, actor, {
        after: {
          tableName: report.tableName,
          documentType: report.documentType,
          rows: report.table.rows.length,
          to: email.recipientsTo,
          cc: email.recipientsCc,
          subject: email.subject,
          map: map !== null,
        },
      });
      try {
        await send({
          to: email.recipientsTo,
          cc: email.recipientsCc,
          subject: email.subject,
          // Never an empty body: the document then stays an attachment beside a readable text.
          text: email.message.trim() || email.subject,
          attachments: [
            { filename: document.fileName, contentType: document.contentType, content: document.data },
            ...mapAttachmentOf(document, report.documentType, map),
          ],
        });
      } catch (error) {
        request.log.error({ err: error }, 'report e-mail failed');
        await app.database.db.transaction((tx) =>
          writeAudit(tx, actor, {
            action: 'sendFailed',
            entity: 'report',
            after: { to: email.recipientsTo, cc: email.recipientsCc, error: String(error) },
          }),
        );
        throw new ProblemError(502, REPORT_MAIL_KEYS.mailFailed);
      }
      return reply.status(204).send();
    },
  );
}
