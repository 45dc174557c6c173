import { z } from 'zod';
import { ReportTableSchema } from '../../../../domain/registry/report.ts';

const HandoffSchema = z.object({
  tableName: z.string(),
  table: ReportTableSchema,
  /** LV95 points of the rows shown, for the map the e-mail may include (empty: no map). */
  points: z.array(z.tuple([z.number(), z.number()])),
});
export type ReportHandoff = z.infer<typeof HandoffSchema>;

// The grid hands what it shows to the report dialog through the tab's session storage: the dialog lives
// in the shell's outlet, outside the grid page, and must survive a reload like every dialog.
const keyOf = (resource: string) => `console.report.${resource}`;

export function handOverReport(resource: string, handoff: ReportHandoff) {
  sessionStorage.setItem(keyOf(resource), JSON.stringify(handoff));
}

/** The table handed over for `resource`, or null when there is none (or it is unreadable). */
export function reportHandedOver(resource: string): ReportHandoff | null {
  try {
    const parsed = HandoffSchema.safeParse(JSON.parse(sessionStorage.getItem(keyOf(resource)) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
