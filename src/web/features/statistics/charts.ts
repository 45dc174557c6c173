import { MESSAGE_TYPES, SEVERITY_COLOURS } from '../../../domain/events.ts';
import { STATISTIC_METRICS, type StatisticItem, type StatisticMetric } from '../../../domain/statistics.ts';
import { REFERENCE_TIME_ZONE } from '../../shell/timeZone.ts';

/** One chart of the statistics page: which metrics it draws, how, and in which colours. */
export interface ChartDefinition {
  key: string;
  kind: 'bar' | 'line' | 'area';
  series: readonly { metric: StatisticMetric; color: string }[];
  unit?: string;
}

const isMetric = (name: string): name is StatisticMetric =>
  (STATISTIC_METRICS as readonly string[]).includes(name);

/**
 * Messages per type, most severe first as everywhere in the console (MESSAGE_TYPES: the home map's legend,
 * the editor, the event list's filter), in the map's colours (SPEC.md §9); types without a statistic (TEST)
 * left out.
 */
const MESSAGE_SERIES = MESSAGE_TYPES.flatMap((type) => {
  const metric = `MESSAGES_${type}`;
  return isMetric(metric) ? [{ metric, color: SEVERITY_COLOURS[type] }] : [];
});

/** The charts in the order they are shown; each chart's legend, tooltip and table list its series in order. */
export const CHARTS: readonly ChartDefinition[] = [
  { key: 'messages', kind: 'bar', series: MESSAGE_SERIES },
  { key: 'sirensInService', kind: 'line', series: [{ metric: 'SIRENS_IN_SERVICE', color: 'teal.7' }] },
  {
    key: 'sirensAnswered',
    kind: 'line',
    series: [{ metric: 'SIRENS_ANSWERED_PERCENT', color: 'green.7' }],
    unit: '%',
  },
  { key: 'devicesAtFault', kind: 'line', series: [{ metric: 'DEVICES_AT_FAULT', color: 'red.6' }] },
  { key: 'subscribers', kind: 'area', series: [{ metric: 'ALERTSWISS_SUBSCRIBERS', color: 'indigo.6' }] },
];

/** A series' place in its chart (unknown ones last): the legend and tooltip sort by it, not by name. */
export function seriesRank(chart: ChartDefinition, metric: unknown): number {
  const index = chart.series.findIndex((s) => s.metric === metric);
  return index < 0 ? chart.series.length : index;
}

/** The row field holding the day's label: the charts' x axis. */
export const DAY_FIELD = 'day';

/** One day of a chart: its label (dd.MM.yyyy in Europe/Zurich) and a value per metric. */
export type ChartRow = { day: string; startDate: string } & Partial<Record<StatisticMetric, number>>;

const DAY = new Intl.DateTimeFormat('de-CH', {
  timeZone: REFERENCE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** The archive's items of a chart's metrics, one row per day, oldest first. */
export function chartRows(items: readonly StatisticItem[], chart: ChartDefinition): ChartRow[] {
  const metrics = new Set(chart.series.map((s) => s.metric));
  const byDay = new Map<string, ChartRow>();
  for (const item of items) {
    if (!metrics.has(item.metric)) continue;
    const day = DAY.format(new Date(item.startDate));
    const row = byDay.get(day) ?? { day, startDate: item.startDate };
    row[item.metric] = item.value;
    byDay.set(day, row);
  }
  return [...byDay.values()].sort((a, b) => a.startDate.localeCompare(b.startDate));
}
