import { Anchor, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WakeupDetail } from '../../../../domain/wakeupApi.ts';
import { actorName } from '../../../ui/actorName.ts';
import { formatEventTime } from '../../events/eventLabels.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** Sender, receiver, who sent and who acknowledged when, escalations and the linked event. */
export function WakeupFacts({ wakeup }: { wakeup: WakeupDetail }) {
  const { t } = useTranslation();
  const acknowledged = wakeup.acknowledgedAt
    ? t('wakeups.detail.acknowledgedByAt', {
        user: wakeup.acknowledgedBy && actorName(wakeup.acknowledgedBy, t),
        time: formatEventTime(wakeup.acknowledgedAt, true),
      })
    : '–';
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      <Fact label={t('wakeups.detail.sender')}>{wakeup.senderOrganisation}</Fact>
      <Fact label={t('wakeups.detail.receiver')}>{wakeup.receiverOrganisation}</Fact>
      <Fact label={t('wakeups.detail.sentBy')}>
        {`${wakeup.sentBy ? actorName(wakeup.sentBy, t) : '–'}, ${formatEventTime(wakeup.createdAt, true)}`}
      </Fact>
      <Fact label={t('wakeups.detail.acknowledged')}>{acknowledged}</Fact>
      <Fact label={t('wakeups.detail.escalations')}>{wakeup.escalations}</Fact>
      {wakeup.eventId !== null && (
        <Fact label={t('wakeups.detail.event')}>
          <Anchor component={Link} to={`/events/${wakeup.eventId}`}>
            {wakeup.eventId}
          </Anchor>
        </Fact>
      )}
    </SimpleGrid>
  );
}
