import { Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WakeupDetail } from '../../../../domain/wakeupApi.ts';
import { formatEventTime } from '../../events/eventLabels.ts';

const time = (iso: string | null) => (iso ? formatEventTime(iso, true) : '–');
const COLUMNS = ['name', 'channel', 'address', 'step', 'delivered', 'acknowledged'] as const;

/** Who was called, on which channel, when it was delivered (or why not) and when they acknowledged. */
export function WakeupAddressees({ addressees }: { addressees: WakeupDetail['addressees'] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="wakeup-addressees">
      <Title order={2} size="h4" id="wakeup-addressees" mb="xs">
        {t('wakeups.detail.addressees')}
      </Title>
      {addressees.length === 0 ? (
        <Text c="dimmed">{t('wakeups.detail.noAddressees')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((c) => (
                  <Table.Th key={c}>{t(`wakeups.detail.columns.${c}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {addressees.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>{a.name}</Table.Td>
                  <Table.Td>{t(`wakeups.channels.${a.channel}`)}</Table.Td>
                  <Table.Td>{a.address}</Table.Td>
                  <Table.Td>
                    {a.step === 0
                      ? t('wakeups.detail.firstCall')
                      : t('wakeups.detail.escalation', { step: a.step })}
                  </Table.Td>
                  <Table.Td>
                    {a.failure ? t('wakeups.detail.failed', { reason: a.failure }) : time(a.deliveredAt)}
                  </Table.Td>
                  <Table.Td>{time(a.acknowledgedAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
