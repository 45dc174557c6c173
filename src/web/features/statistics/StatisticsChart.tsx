import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Card, Group, ScrollArea, Switch, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n.ts';
import { localeOf } from '../../shell/timeZone.ts';
import { type ChartDefinition, type ChartRow, DAY_FIELD, seriesRank } from './charts.ts';

const metricKey = (metric: string) => `statistics.metrics.${metric}`;

function Chart({
  chart,
  rows,
  format,
}: {
  chart: ChartDefinition;
  rows: ChartRow[];
  format: (v: number) => string;
}) {
  const { t } = useTranslation();
  const series = chart.series.map((s) => ({ name: s.metric, label: t(metricKey(s.metric)), color: s.color }));
  // Recharts sorts legend and tooltip by name unless told otherwise: keep the chart's own order.
  const rank = (item: { dataKey?: unknown }) => seriesRank(chart, item.dataKey);
  const common = {
    h: 220,
    data: rows,
    dataKey: DAY_FIELD,
    series,
    valueFormatter: format,
    unit: chart.unit,
    tooltipProps: { itemSorter: rank },
  };
  if (chart.kind === 'bar')
    return <BarChart {...common} type="stacked" withLegend legendProps={{ itemSorter: rank }} />;
  if (chart.kind === 'area') return <AreaChart {...common} withDots={false} />;
  return <LineChart {...common} withDots={false} curveType="linear" />;
}

function ChartTable({
  chart,
  rows,
  format,
}: {
  chart: ChartDefinition;
  rows: ChartRow[];
  format: (v: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <ScrollArea h={220}>
      <Table striped stickyHeader aria-label={t(`statistics.charts.${chart.key}`)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('statistics.day')}</Table.Th>
            {chart.series.map((s) => (
              <Table.Th key={s.metric}>{t(metricKey(s.metric))}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...rows].reverse().map((row) => (
            <Table.Tr key={row.day}>
              <Table.Td>{row.day}</Table.Td>
              {chart.series.map((s) => (
                <Table.Td key={s.metric}>
                  {row[s.metric] === undefined ? '' : format(row[s.metric]!)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

/** One statistic over the last year: the chart, or the table of its values behind it. */
export function StatisticsChart({ chart, rows }: { chart: ChartDefinition; rows: ChartRow[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [asTable, setAsTable] = useState(false);
  const number = new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 1 });
  const title = t(`statistics.charts.${chart.key}`);
  return (
    <Card withBorder padding="md" data-testid={`chart-${chart.key}`}>
      <Group justify="space-between" mb="sm">
        <Title order={4}>{title}</Title>
        <Switch
          label={t('statistics.showTable')}
          checked={asTable}
          onChange={(e) => setAsTable(e.currentTarget.checked)}
        />
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('statistics.noData')}</Text>
      ) : asTable ? (
        <ChartTable chart={chart} rows={rows} format={number.format} />
      ) : (
        <Chart chart={chart} rows={rows} format={number.format} />
      )}
    </Card>
  );
}
