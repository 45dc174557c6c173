import { Card, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AlertswissCurrent } from '../../../domain/statistics.ts';
import type { ChannelState } from '../../../domain/systemStatus.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { useLanguage } from '../../i18n.ts';
import { useLiveTopic } from '../../live/LiveContext.ts';
import { localeOf } from '../../shell/timeZone.ts';
import { formatValue } from '../data/grid/formatValue.ts';
import { useSystemStatus } from '../home/status/systemStatusQueries.ts';
import { statisticsApi, statisticsKeys } from './statisticsApi.ts';

const STATE_COLOURS: Record<ChannelState, string> = {
  AVAILABLE: 'green',
  UNAVAILABLE: 'red',
  DISABLED: 'gray',
};

function Figure({
  label,
  value,
  hint,
  color,
}: {
  label: string;
  value: string;
  hint?: string;
  color?: string;
}) {
  return (
    <Card withBorder padding="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} c={color}>
        {value}
      </Text>
      {hint && <Text size="sm">{hint}</Text>}
    </Card>
  );
}

function lastDelivery(current: AlertswissCurrent | undefined, t: TFunction) {
  if (!current?.lastDeliveredAt) return { value: t('alertswiss.current.none') };
  const at = formatValue({ field: 'lastDeliveredAt', type: 'date' }, current.lastDeliveredAt, t);
  const failure = current.lastFailure ? t(`alertswiss.failures.${current.lastFailure}`) : null;
  return { value: at, hint: failure ?? current.lastMessageIdentifier ?? undefined };
}

/** The public channel at a glance: availability (last channel check), last delivery, reach and failures. */
export function AlertswissCurrentValues() {
  const { t } = useTranslation();
  const api = useApi();
  const number = new Intl.NumberFormat(localeOf(useLanguage()));
  const status = useSystemStatus();
  const { data: current, refetch } = useQuery({
    queryKey: statisticsKeys.alertswiss,
    queryFn: () => statisticsApi(api).alertswiss(),
  });
  // A publication to the public app moves the figures: the same notice that refreshes the log.
  useLiveTopic('resources/alertswissprotocol', () => void refetch());
  const state = status.data?.channels.ALERTSWISS;
  const last = lastDelivery(current, t);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
      <Figure
        label={t('alertswiss.current.availability')}
        value={state ? t(`dashboard.channels.states.${state}`) : '…'}
        color={state ? STATE_COLOURS[state] : undefined}
      />
      <Figure label={t('alertswiss.current.lastDelivery')} value={last.value} hint={last.hint} />
      <Figure
        label={t('alertswiss.current.subscribersReached')}
        value={current?.lastSubscribersReached == null ? '–' : number.format(current.lastSubscribersReached)}
      />
      <Figure
        label={t('alertswiss.current.failures24h')}
        value={current ? number.format(current.failuresLast24h) : '…'}
        hint={current ? t('alertswiss.current.deliveries24h', { n: current.deliveriesLast24h }) : undefined}
        color={current?.failuresLast24h ? 'red' : undefined}
      />
    </SimpleGrid>
  );
}
