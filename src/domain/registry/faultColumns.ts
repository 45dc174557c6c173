import { z } from 'zod';
import { ERROR_SEVERITIES, KNOWN_FAULT_CODES } from '../monitoring.ts';
import type { RegistryColumn } from './types.ts';

/** Where the monitoring grids' enum labels live (the faults area of the locale files). */
export const FAULT_LABELS = {
  severity: 'faults.severities',
  message: 'monitoring.faultCodes',
  action: 'faults.actions',
  installation: 'faults.installationActions',
} as const;

/**
 * A fault code in words: the classified codes have a text under `monitoring.faultCodes`; any other code (one
 * a device reports that the console does not know) shows as reported. Every grid naming a fault formats it so.
 */
export const faultMessageColumn: RegistryColumn = {
  field: 'message',
  type: 'enum',
  values: KNOWN_FAULT_CODES,
  valueLabels: FAULT_LABELS.message,
  width: 300,
};

/** Columns every error grid shows: what is at fault, where, and how bad. */
export const faultColumns: readonly RegistryColumn[] = [
  { field: 'id', type: 'number', width: 90, hidden: true },
  {
    field: 'severity',
    type: 'enum',
    values: ERROR_SEVERITIES,
    valueLabels: FAULT_LABELS.severity,
    width: 130,
  },
  // Wide enough for "Kanton" / "Canton" / "Cantone" beside the filter icon.
  { field: 'stateCode', type: 'text', valueList: true, width: 125 },
  { field: 'componentRef', type: 'text', width: 160 },
  faultMessageColumn,
  { field: 'faultCode', type: 'text', valueList: true, width: 170 },
];

/** Row fields of those columns. */
export const faultFields = {
  id: z.number(),
  severity: z.enum(ERROR_SEVERITIES),
  stateCode: z.string().nullable(),
  componentRef: z.string(),
  /** The fault code when it has a translated message, else null (the raw code is in faultCode). */
  message: z.string().nullable(),
  faultCode: z.string().nullable(),
};
