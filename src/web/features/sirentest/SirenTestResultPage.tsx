import { Group, Pagination, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SIREN_TEST_OUTCOMES, type SirenTestOutcome } from '../../../domain/sirenTest.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { skipReasonText } from '../alarming/skipReasons.ts';
import { formatDate } from '../data/grid/formatValue.ts';
import { yearOf } from './labels.ts';
import { StopTestButton } from './StopTestButton.tsx';
import { useActiveSirenTest, useActiveTestSirens } from './sirenTestApi.ts';

const PAGE_SIZE = 100;
type Filter = SirenTestOutcome | 'ALL';

/** /data/siren-test-result: every siren of the running test with what it did, live, by outcome. */
export function SirenTestResultPage() {
  const { t } = useTranslation();
  const active = useActiveSirenTest();
  // Read only while the test runs: once it ends the page goes home (SPEC.md §2) without asking again.
  const sirens = useActiveTestSirens(active.data?.test?.id ?? null);
  const [filter, setFilter] = useState<Filter>('ALL');
  const [page, setPage] = useState(1);
  const rows = (sirens.data ?? []).filter((row) => filter === 'ALL' || row.outcome === filter);
  const count = (outcome: SirenTestOutcome) =>
    sirens.data?.filter((row) => row.outcome === outcome).length ?? 0;
  return (
    <Stack p="lg" gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('sirenTest.result.title', { year: yearOf(active.data?.test?.testDate) })}</Title>
        <StopTestButton />
      </Group>
      {sirens.isError && (
        <LoadFailure messageKey="sirenTest.loadFailed" onRetry={() => void sirens.refetch()} />
      )}
      {sirens.isPending && <Loading label={t('sirenTest.loading')} />}
      {sirens.data && (
        <>
          <SegmentedControl
            value={filter}
            onChange={(value) => {
              setFilter(value as Filter);
              setPage(1);
            }}
            data={[
              { value: 'ALL', label: t('sirenTest.result.all', { count: sirens.data.length }) },
              ...SIREN_TEST_OUTCOMES.map((outcome) => ({
                value: outcome,
                label: `${t(`sirenTest.outcomes.${outcome}`)} (${count(outcome)})`,
              })),
            ]}
          />
          <Table striped withTableBorder aria-label={t('sirenTest.result.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sirenTest.columns.siren')}</Table.Th>
                <Table.Th>{t('sirenTest.columns.canton')}</Table.Th>
                <Table.Th>{t('sirenTest.columns.municipality')}</Table.Th>
                <Table.Th>{t('sirenTest.columns.outcome')}</Table.Th>
                <Table.Th>{t('sirenTest.columns.fault')}</Table.Th>
                <Table.Th>{t('sirenTest.columns.updatedAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((row) => (
                <Table.Tr key={row.sirenId}>
                  <Table.Td>
                    {row.sirenCode} {row.sirenName}
                  </Table.Td>
                  <Table.Td>{row.stateCode}</Table.Td>
                  <Table.Td>{row.municipality}</Table.Td>
                  <Table.Td>{t(`sirenTest.outcomes.${row.outcome}`)}</Table.Td>
                  <Table.Td>{skipReasonText(row.faultCode, t)}</Table.Td>
                  <Table.Td>{formatDate(row.updatedAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {rows.length === 0 && <Text c="dimmed">{t('sirenTest.result.none')}</Text>}
          <Pagination total={Math.ceil(rows.length / PAGE_SIZE)} value={page} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}
