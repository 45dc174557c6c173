import { Badge, Group, Stack, Text } from '@mantine/core';

import { useTranslation } from 'react-i18next';
import { CHANNELS, type ChannelState } from '../../../../domain/systemStatus.ts';
import { DeferredTooltip } from '../../../ui/floating/DeferredTooltip.tsx';
import { OpenErrorCounts } from './OpenErrorCounts.tsx';
import { useSystemStatus } from './systemStatusQueries.ts';

const COLOUR: Record<ChannelState, string> = { AVAILABLE: 'green', UNAVAILABLE: 'red', DISABLED: 'gray' };

/**
 * The channel status tooltip (SPEC.md §2): each dissemination channel available, unavailable or disabled,
 * and the open errors and warnings of the devices behind them.
 */
export function ChannelStatus() {
  const { t } = useTranslation();
  const { data } = useSystemStatus();
  if (!data) return null;
  const available = CHANNELS.filter((channel) => data.channels[channel] === 'AVAILABLE').length;
  const label = (
    <Stack gap={4}>
      {CHANNELS.map((channel) => (
        <Group key={channel} gap="xs" justify="space-between" wrap="nowrap">
          <span>{t(`dashboard.channels.names.${channel}`)}</span>
          <Badge size="sm" color={COLOUR[data.channels[channel]]}>
            {t(`dashboard.channels.states.${data.channels[channel]}`)}
          </Badge>
        </Group>
      ))}
      <OpenErrorCounts />
      <Text size="xs">{t('dashboard.channels.note')}</Text>
    </Stack>
  );
  return (
    <DeferredTooltip label={label} multiline w={300}>
      <Badge variant="outline" color="dark" size="lg" tabIndex={0} role="status">
        {t('dashboard.channels.summary', { available, total: CHANNELS.length })}
      </Badge>
    </DeferredTooltip>
  );
}
