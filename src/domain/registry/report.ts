import { z } from 'zod';
import { LANGUAGES } from '../session.ts';

/** The most rows one report carries (the largest grid, the stationary sirens, has about 5,100). */
export const MAX_REPORT_ROWS = 20_000;

/** i18n key of the error when a row has more or fewer cells than the table has headers. */
export const ROW_CELLS_KEY = 'data.report.rowCells';

/** What the grid shows, as displayed: column headers and the rows' texts in the grid's order, one cell per header. */
export const ReportTableSchema = z
  .object({
    headers: z.array(z.string().max(200)).min(1).max(60),
    rows: z.array(z.array(z.string().max(10_000)).max(60)).max(MAX_REPORT_ROWS),
  })
  .superRefine(({ headers, rows }, context) => {
    const row = rows.findIndex((cells) => cells.length !== headers.length);
    if (row >= 0)
      context.addIssue({
        code: 'custom',
        path: ['rows', row],
        params: { messageKey: ROW_CELLS_KEY },
        message: `row ${row} has ${rows[row]!.length} cells for ${headers.length} headers`,
      });
  });
export type ReportTable = z.infer<typeof ReportTableSchema>;

/** The most bytes of a map image (base64): a dialog-sized PNG of the cantons and dots is far smaller. */
export const MAX_MAP_IMAGE = 4 * 1024 * 1024;

/** A report document of a grid (SPEC.md §7 "Report creation"). */
export const ReportRequestSchema = z.object({
  table: ReportTableSchema,
  tableName: z.string().trim().min(1).max(120),
  documentType: z.enum(['csv', 'pdf']),
  language: z.enum(LANGUAGES),
  pageSize: z.enum(['A4', 'A3']).default('A4'),
  /** The map the web drew (PNG, base64): the PDF shows it on its last page, a CSV mail attaches it. */
  mapImage: z.base64().max(MAX_MAP_IMAGE).optional(),
});
export type ReportRequest = z.infer<typeof ReportRequestSchema>;

/** The most recipients (To and Cc together) of one report e-mail. */
export const MAX_REPORT_RECIPIENTS = 10;
/** i18n key of the error when To and Cc together name more than MAX_REPORT_RECIPIENTS addresses. */
export const TOO_MANY_RECIPIENTS_KEY = 'data.report.tooManyRecipients';

/** The report e-mail (SPEC.md §3 "Report export": email data); at most ten recipients in all. */
export const ReportEmailSchema = z
  .object({
    recipientsTo: z.array(z.email()).min(1).max(MAX_REPORT_RECIPIENTS),
    recipientsCc: z.array(z.email()).max(MAX_REPORT_RECIPIENTS),
    subject: z.string().trim().min(1).max(200),
    message: z.string().max(4_000),
    sendMap: z.boolean(),
  })
  .superRefine((email, context) => {
    if (email.recipientsTo.length + email.recipientsCc.length > MAX_REPORT_RECIPIENTS)
      context.addIssue({
        code: 'custom',
        path: ['recipientsCc'],
        params: { messageKey: TOO_MANY_RECIPIENTS_KEY },
        // Top level, where the problem's params pick it up for the text.
        maximum: MAX_REPORT_RECIPIENTS,
        message: `more than ${MAX_REPORT_RECIPIENTS} recipients`,
      });
  });

/** The domain of an address, in lower case (`Lage@KaPo.zh.ch` → `kapo.zh.ch`). */
export function mailDomainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

/** Whether the address's domain is one of the allowed domains or lies under one (`x.admin.ch` under `admin.ch`). */
export function isAllowedRecipient(address: string, allowedDomains: readonly string[]): boolean {
  const domain = mailDomainOf(address);
  return allowedDomains.some((allowed) => domain === allowed || domain.endsWith(`.${allowed}`));
}

/** i18n key of the error when a map is asked for without its image. */
export const MAP_MISSING_KEY = 'data.report.mapMissing';

/** The report e-mail request; with `sendMap` it must bring the map (`mapImage`). */
export const ReportMailRequestSchema = ReportRequestSchema.extend({ email: ReportEmailSchema }).refine(
  (request) => !request.email.sendMap || !!request.mapImage,
  {
    path: ['mapImage'],
    params: { messageKey: MAP_MISSING_KEY },
  },
);
export type ReportMailRequest = z.infer<typeof ReportMailRequestSchema>;
