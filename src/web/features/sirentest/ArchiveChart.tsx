import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { useTranslation } from 'react-i18next';
import type { ArchivedTest } from '../../../domain/sirenTest.ts';
import { useLanguage } from '../../i18n.ts';
import { formatDate } from '../data/grid/formatValue.ts';
import { shareText } from './labels.ts';

/** The chart rows' field of when the test ran (a field name, not a text). */
const YEAR_FIELD = 'year';

/**
 * The whole scale of a share: bars start at 0 so their lengths compare as the shares do (an axis from 95 %
 * makes 97 % look three times 96 %, and hides a year below it); the label on each bar gives the decimal.
 */
const SHARE_AXIS = { domain: [0, 100], ticks: [0, 25, 50, 75, 100], tickFormatter: (v: number) => `${v} %` };

/**
 * The share of working sirens in the row scope (national, or the user's canton), year on year (oldest
 * first), by the year each test ran; the day when more than one test ran in a year. A test without a share
 * (no siren counted) has no bar.
 */
export function ArchiveChart({ tests }: { tests: ArchivedTest[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const yearOf = (test: ArchivedTest) => test.ranOn.slice(0, 4);
  const ranIn = (year: string) => tests.filter((test) => yearOf(test) === year).length;
  const data = [...tests].reverse().map((test) => ({
    year: ranIn(yearOf(test)) > 1 ? formatDate(test.ranOn) : yearOf(test),
    share: test.scope.share,
  }));
  return (
    <BarChart
      h={240}
      data={data}
      dataKey={YEAR_FIELD}
      series={[{ name: 'share', label: t('sirenTest.archive.share'), color: 'blue.6' }]}
      yAxisProps={SHARE_AXIS}
      valueFormatter={(share) => shareText(share, language)}
      withBarValueLabel
      // Room above a full bar for its label, in a grey that reads on white (the default is too light).
      barChartProps={{ margin: { top: 20 } }}
      barLabelColor="gray.7"
      aria-label={t('sirenTest.archive.chart')}
    />
  );
}
