import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { useTranslation } from 'react-i18next';
import type { ArchivedTest } from '../../../domain/sirenTest.ts';
import { formatDate } from '../data/grid/formatValue.ts';

/** The chart rows' field of when the test ran (a field name, not a text). */
const YEAR_FIELD = 'year';

/**
 * The share of working sirens in the row scope (national, or the user's canton), year on year (oldest
 * first), by the year each test ran; the day when more than one test ran in a year.
 */
export function ArchiveChart({ tests }: { tests: ArchivedTest[] }) {
  const { t } = useTranslation();
  const yearOf = (test: ArchivedTest) => test.ranOn.slice(0, 4);
  const ranIn = (year: string) => tests.filter((test) => yearOf(test) === year).length;
  const data = [...tests].reverse().map((test) => ({
    year: ranIn(yearOf(test)) > 1 ? formatDate(test.ranOn) : yearOf(test),
    share: test.scope.share ?? 0,
  }));
  const lowest = Math.min(...data.map((row) => row.share), 100);
  return (
    <BarChart
      h={240}
      data={data}
      dataKey={YEAR_FIELD}
      series={[{ name: 'share', label: t('sirenTest.archive.share'), color: 'blue.6' }]}
      yAxisProps={{ domain: [Math.max(0, Math.floor(lowest) - 2), 100] }}
      valueFormatter={(value) => `${value.toFixed(1)} %`}
      aria-label={t('sirenTest.archive.chart')}
    />
  );
}
