import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ReportMailRequestSchema, ReportRequestSchema } from '../../../domain/registry/report.ts';
import { auditActorOf, writeAudit } from '../../audit.ts';
import { PLATFORM_KEYS, ProblemError } from '../../http/problem.ts';
import { buildReport, isPng } from './document.ts';
import { mailerOf } from './mailer.ts';

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
      errors: [
        { path: '/body/mapImage', messageKey: 'validation.invalid_format', params: { format: 'png' } },
      ],
    });
  return map;
}

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

  r.post(
    '/api/scc/reports/email',
    {
      bodyLimit: BODY_LIMIT,
      config: { access: { permissions: ['GRID_DATA_EXPORT_EMAIL'] } },
      schema: { tags: ['reports'], body: ReportMailRequestSchema },
    },
    async (request, reply) => {
      const { email, mapImage, ...report } = request.body;
      const map = email.sendMap ? mapOf(mapImage) : null;
      const document = await build(report, map);
      // A CSV cannot hold the picture: the map travels as a second attachment.
      const mapAttachment =
        map && report.documentType === 'csv'
          ? [
              {
                filename: document.fileName.replace(/\.csv$/, '-map.png'),
                contentType: 'image/png',
                content: map,
              },
            ]
          : [];
      try {
        await send({
          to: email.recipientsTo,
          cc: email.recipientsCc,
          subject: email.subject,
          // Never an empty body: the document then stays an attachment beside a readable text.
          text: email.message.trim() || email.subject,
          attachments: [
            { filename: document.fileName, contentType: document.contentType, content: document.data },
            ...mapAttachment,
          ],
        });
      } catch (error) {
        request.log.error({ err: error }, 'report e-mail failed');
        throw new ProblemError(502, REPORT_FAILED);
      }
      await app.database.db.transaction((tx) =>
        writeAudit(tx, auditActorOf(request), {
          action: 'sent',
          entity: 'report',
          after: {
            tableName: report.tableName,
            documentType: report.documentType,
            rows: report.table.rows.length,
            to: email.recipientsTo,
            cc: email.recipientsCc,
            subject: email.subject,
            map: map !== null,
          },
        }),
      );
      return reply.status(204).send();
    },
  );
}
