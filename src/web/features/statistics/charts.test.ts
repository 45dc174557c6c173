import { describe, expect, it } from 'vitest';
import type { StatisticItem } from '../../../domain/statistics.ts';
import { CHARTS, chartRows, seriesRank } from './charts.ts';

const item = (metric: StatisticItem['metric'], startDate: string, value: number): StatisticItem => ({
  metric,
  value,
  startDate,
  endDate: startDate,
});

describe('chart rows', () => {
  it('put each day’s metrics of a chart in one row, dated in Zurich, oldest first', () => {
    const messages = CHARTS.find((chart) => chart.key === 'messages')!;
    // 23:00 UTC on 30 March 2025 is already 31 March in Zurich (summer time).
    const rows = chartRows(
      [
        item('MESSAGES_WARNING', '2025-03-30T22:00:00.000Z', 2),
        item('MESSAGES_ALARM', '2025-03-29T23:00:00.000Z', 1),
        item('MESSAGES_ALARM', '2025-03-30T22:00:00.000Z', 0),
        item('SIRENS_IN_SERVICE', '2025-03-30T22:00:00.000Z', 5000),
      ],
      messages,
    );
    expect(rows).toEqual([
      { day: '30.03.2025', startDate: '2025-03-29T23:00:00.000Z', MESSAGES_ALARM: 1 },
      { day: '31.03.2025', startDate: '2025-03-30T22:00:00.000Z', MESSAGES_WARNING: 2, MESSAGES_ALARM: 0 },
    ]);
  });

  it('list the messages most severe first, as the home map’s legend does, whatever order recharts hands them in', () => {
    const messages = CHARTS.find((chart) => chart.key === 'messages')!;
    const inSeverityOrder = ['MESSAGES_ALARM', 'MESSAGES_WARNING', 'MESSAGES_INFORMATION'];
    expect(messages.series.map((s) => s.metric)).toEqual(inSeverityOrder);
    // Recharts' own default sorts by name: Alarm, Information, Warning.
    const byName = [...inSeverityOrder].sort();
    expect(byName.sort((a, b) => seriesRank(messages, a) - seriesRank(messages, b))).toEqual(inSeverityOrder);
  });
});
