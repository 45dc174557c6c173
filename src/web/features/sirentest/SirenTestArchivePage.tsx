import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CANTON_CODES } from '../../../domain/cantons.ts';
import { csvOf } from '../../../domain/csv.ts';
import type { ReportTable } from '../../../domain/registry/report.ts';
import { STATE_CH } from '../../../domain/session.ts';
import type { ArchivedTest } from '../../../domain/sirenTest.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { useHttpErrorHandler } from '../../api/useHttpErrorHandler.ts';
import { useMe, usePermissions } from '../../auth/AuthContext.ts';
import { useLanguage } from '../../i18n.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { usePopups } from '../../ui/popups/PopupsProvider.tsx';
import { formatDate } from '../data/grid/formatValue.ts';
import { download } from '../data/grid/gridExport.ts';
import { bytesOf, reportApi } from '../data/reportApi.ts';
import { counterStateOf } from '../home/dashboardApi.ts';
import { ArchiveChart } from './ArchiveChart.tsx';
import { ConfirmationForm } from './ConfirmationForm.tsx';
import { FIGURE_COLUMNS, FiguresTable, figureCells } from './FiguresTable.tsx';
import { cantonText, shareText } from './labels.ts';
import { sirenTestApi, sirenTestKeys, useSirenTestLive } from './sirenTestApi.ts';

/**
 * /data/siren-test-archive: every test, filed under the day it ran (the last run first), with its figures,
 * the year-on-year chart, exports and confirmations.
 */
export function SirenTestArchivePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const api = useApi();
  const me = useMe();
  const permissions = usePermissions();
  const { withWait } = usePopups();
  const handleError = useHttpErrorHandler();
  useSirenTestLive();
  const archive = useQuery({ queryKey: sirenTestKeys.archive, queryFn: () => sirenTestApi(api).archive() });
  const [chosenId, choose] = useState<number | null>(null);
  const tests = archive.data ?? [];
  const chosen = tests.find((test) => test.id === chosenId) ?? tests[0];
  const national = counterStateOf(me) === STATE_CH;

  const tableOf = (test: ArchivedTest): ReportTable => ({
    headers: FIGURE_COLUMNS.map((column) => t(`sirenTest.columns.${column}`)),
    rows: [test.national, ...test.cantons].map((row) => figureCells(row, t, language)),
  });
  const exportAs = async (test: ArchivedTest, documentType: 'csv' | 'pdf') => {
    const table = tableOf(test);
    if (documentType === 'csv') return download(`siren-test-${test.ranOn}.csv`, csvOf(table), 'text/csv');
    try {
      const tableName = t('sirenTest.archive.documentTitle', { date: formatDate(test.ranOn) });
      const request = {
        table,
        tableName,
        documentType,
        language,
        pageSize: 'A4',
      } as const;
      const pdf = await withWait(reportApi(api).document(request));
      download(pdf.fileName, bytesOf(pdf.dataBase64), pdf.contentType);
    } catch (error) {
      await handleError(error);
    }
  };

  return (
    <Stack p="lg" gap="md">
      <Title order={1}>{t('sirenTest.archive.title')}</Title>
      {archive.isError && (
        <LoadFailure messageKey="sirenTest.loadFailed" onRetry={() => void archive.refetch()} />
      )}
      {archive.isPending && <Loading label={t('sirenTest.loading')} />}
      {archive.data?.length === 0 && <Text c="dimmed">{t('sirenTest.archive.empty')}</Text>}
      {tests.length > 0 && <ArchiveChart tests={tests} />}
      {tests.length > 0 && (
        <Table striped highlightOnHover withTableBorder aria-label={t('sirenTest.archive.tests')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('sirenTest.archive.date')}</Table.Th>
              <Table.Th>{t('sirenTest.archive.scope')}</Table.Th>
              <Table.Th>{t('sirenTest.columns.share')}</Table.Th>
              <Table.Th>{t('sirenTest.columns.sounded')}</Table.Th>
              <Table.Th>{t('sirenTest.columns.total')}</Table.Th>
              <Table.Th>{t('sirenTest.archive.defects')}</Table.Th>
              <Table.Th>{t('sirenTest.archive.confirmations')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tests.map((test) => (
              <Table.Tr
                key={test.id}
                onClick={() => choose(test.id)}
                style={{ cursor: 'pointer' }}
                bg={test.id === chosen?.id ? 'var(--mantine-color-blue-light)' : undefined}
                data-testid={`archive-${test.ranOn}`}
              >
                <Table.Td>
                  <RanOn test={test} />
                </Table.Td>
                <Table.Td>{cantonText(test.scope.stateCode, t)}</Table.Td>
                <Table.Td>{shareText(test.scope.share, language)}</Table.Td>
                <Table.Td>{test.scope.counts.SOUNDED}</Table.Td>
                <Table.Td>{test.scope.counts.total - test.scope.counts.taken}</Table.Td>
                <Table.Td>{test.defects}</Table.Td>
                <Table.Td>{test.confirmations.map((c) => c.stateCode).join(', ')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {chosen && (
        <Stack gap="sm">
          <Group justify="space-between">
            <Stack gap={0}>
              <Title order={2}>
                {t('sirenTest.archive.documentTitle', { date: formatDate(chosen.ranOn) })}
              </Title>
              <PlannedFor test={chosen} />
            </Stack>
            {permissions.has('GRID_DATA_EXPORT_LOCAL') && (
              <Group gap="xs">
                <Button variant="default" onClick={() => void exportAs(chosen, 'csv')}>
                  {t('sirenTest.archive.csv')}
                </Button>
                <Button variant="default" onClick={() => void exportAs(chosen, 'pdf')}>
                  {t('sirenTest.archive.pdf')}
                </Button>
              </Group>
            )}
          </Group>
          <FiguresTable rows={[chosen.national, ...chosen.cantons]} label={t('sirenTest.archive.figures')} />
          {permissions.has('SIRENTEST_EDIT') && (
            <>
              <Title order={3}>{t('sirenTest.confirm.title')}</Title>
              <ConfirmationForm
                key={chosen.id}
                test={chosen}
                cantons={
                  national
                    ? chosen.cantons.map((c) => c.stateCode)
                    : CANTON_CODES.filter((c) => c === me.stateCode)
                }
              />
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** The day the test was planned for, when it ran on another day (nothing otherwise). */
function PlannedFor({ test }: { test: ArchivedTest }) {
  const { t } = useTranslation();
  if (test.testDate === test.ranOn) return null;
  return (
    <Text size="sm" c="dimmed">
      {t('sirenTest.archive.planned', { date: formatDate(test.testDate) })}
    </Text>
  );
}

/** The archive files a test under the day it ran, and says the planned day when it was another. */
function RanOn({ test }: { test: ArchivedTest }) {
  return (
    <>
      {formatDate(test.ranOn)}
      <PlannedFor test={test} />
    </>
  );
}
