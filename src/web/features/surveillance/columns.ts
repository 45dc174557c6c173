import type { ColDef, ValueFormatterParams } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import type { SirenCondition } from '../../../domain/devices.ts';
import type { Language } from '../../../domain/session.ts';
import { ageText } from '../../ui/last-known/age.ts';
import { formatEventTime } from '../events/eventLabels.ts';
import { CONDITION_COLOURS, conditionKey } from './conditions.ts';
import type { SurveillanceContext } from './SurveillanceGrid.tsx';

/** A plain column labelled `surveillance.<list>.fields.<field>`. */
export function column<T>(t: TFunction, list: string, field: string, width: number): ColDef<T> {
  return {
    colId: field,
    field: field as ColDef<T>['field'],
    headerName: t(`surveillance.${list}.fields.${field}`),
    headerTooltip: t(`surveillance.${list}.fields.${field}`),
    width,
  };
}

/**
 * The "as of" text of a report time: how long ago, in words, then when (Swiss time, with seconds). The
 * age comes first: it is what an operator scans for, and it stays visible in a narrow column.
 */
export function asOfText(at: string | null, now: number, language: Language, t: TFunction): string {
  if (!at) return t('surveillance.neverReported');
  return `${ageText(at, now, language)} · ${formatEventTime(at, true)}`;
}

/** The report time column; its ages count from the grid context's `now`. */
export function asOfColumn<T>(t: TFunction, list: string, field: string, language: Language): ColDef<T> {
  return {
    ...column<T>(t, list, field, 240),
    valueFormatter: ({ value, context }: ValueFormatterParams<T, string | null>) =>
      asOfText(value ?? null, (context as SurveillanceContext).now, language, t),
    getQuickFilterText: () => '',
  };
}

/** A condition column: the translated name in its colour. */
export function conditionColumn<T>(
  t: TFunction,
  list: string,
  conditionOf: (row: T) => SirenCondition,
): ColDef<T> {
  return {
    ...column<T>(t, list, 'condition', 190),
    valueGetter: ({ data }) => (data ? conditionOf(data) : null),
    valueFormatter: ({ value }) => (value ? t(conditionKey(value as SirenCondition)) : ''),
    getQuickFilterText: ({ value }) => t(conditionKey(value as SirenCondition)),
    cellStyle: ({ value }) => ({ color: CONDITION_COLOURS[value as SirenCondition], fontWeight: 600 }),
  };
}
