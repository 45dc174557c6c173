import { Text, Timeline, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { WakeupDetail } from '../../../../domain/wakeupApi.ts';
import { actorName } from '../../../ui/actorName.ts';
import { formatEventTime } from '../../events/eventLabels.ts';

/** The detail of an entry: the persons a call reached, or the channel an acknowledgement came by. */
function detailText(entry: WakeupDetail['history'][number], t: TFunction): string {
  if (entry.action === 'ACKNOWLEDGE') return t(`wakeups.channels.${entry.detail}`);
  return t('wakeups.history.persons', { count: Number(entry.detail) });
}

/** Sending, approval, escalation steps, acknowledgements and closing, oldest first. */
export function WakeupTimeline({ history }: { history: WakeupDetail['history'] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="wakeup-timeline">
      <Title order={2} size="h4" id="wakeup-timeline" mb="xs">
        {t('wakeups.detail.timeline')}
      </Title>
      <Timeline bulletSize={14} lineWidth={2}>
        {history.map((entry) => (
          <Timeline.Item key={entry.id} title={t(`wakeups.history.${entry.action}`)}>
            <Text size="sm">
              {t('wakeups.history.byAt', {
                user: actorName(entry.userName, t),
                time: formatEventTime(entry.at, true),
              })}
            </Text>
            {entry.fromState && entry.toState && entry.fromState !== entry.toState && (
              <Text size="sm" c="dimmed">
                {t('wakeups.history.transition', {
                  from: t(`wakeups.states.${entry.fromState}`),
                  to: t(`wakeups.states.${entry.toState}`),
                })}
              </Text>
            )}
            {entry.detail && <Text size="sm">{detailText(entry, t)}</Text>}
          </Timeline.Item>
        ))}
      </Timeline>
    </section>
  );
}
