import { Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/ApiProvider.tsx';
import { useLanguage } from '../../i18n.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { shareText } from './labels.ts';
import { sirenTestApi, sirenTestKeys } from './sirenTestApi.ts';

/** The most sirens not ready listed at once (the per-canton numbers count them all). */
const LISTED = 200;

/** Days before the test: per canton how ready its sirens are, and which ones need a look, and why. */
export function ReadinessPanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const api = useApi();
  const readiness = useQuery({
    queryKey: sirenTestKeys.readiness,
    queryFn: () => sirenTestApi(api).readiness(),
  });
  const data = readiness.data;
  return (
    <Stack gap="sm">
      <Title order={2}>{t('sirenTest.readiness.title')}</Title>
      {readiness.isError && (
        <LoadFailure messageKey="sirenTest.loadFailed" onRetry={() => void readiness.refetch()} />
      )}
      {readiness.isPending && <Loading label={t('sirenTest.loading')} />}
      {data && (
        <>
          <Text size="sm" c="dimmed">
            {t('sirenTest.readiness.intro', { firmware: data.newestFirmware ?? '–' })}
          </Text>
          <Table withTableBorder striped aria-label={t('sirenTest.readiness.cantons')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sirenTest.columns.canton')}</Table.Th>
                <Table.Th>{t('sirenTest.columns.total')}</Table.Th>
                <Table.Th>{t('sirenTest.readiness.notReady')}</Table.Th>
                <Table.Th>{t('sirenTest.readiness.ready')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.cantons.map((c) => (
                <Table.Tr key={c.stateCode}>
                  <Table.Td>{c.stateCode}</Table.Td>
                  <Table.Td>{c.sirens}</Table.Td>
                  <Table.Td>{c.notReady}</Table.Td>
                  <Table.Td>
                    {t('sirenTest.readiness.readyShare', { share: shareText(c.ready, language) })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Table withTableBorder aria-label={t('sirenTest.readiness.sirens')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sirenTest.columns.siren')}</Table.Th>
                <Table.Th>{t('sirenTest.columns.canton')}</Table.Th>
                <Table.Th>{t('sirenTest.readiness.issues')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.sirens.slice(0, LISTED).map((s) => (
                <Table.Tr key={s.sirenId}>
                  <Table.Td>
                    {s.sirenCode} {s.sirenName}
                  </Table.Td>
                  <Table.Td>{s.stateCode}</Table.Td>
                  <Table.Td>{s.issues.map((issue) => t(`sirenTest.issues.${issue}`)).join(', ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {data.sirens.length > LISTED && (
            <Text size="sm">{t('sirenTest.readiness.more', { count: data.sirens.length - LISTED })}</Text>
          )}
        </>
      )}
    </Stack>
  );
}
