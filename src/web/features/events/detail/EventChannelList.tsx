import { Anchor, List, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventDetail } from '../../../../domain/eventApi.ts';
import type { EventChannel } from '../../../../domain/eventChannels.ts';
import type { EventChannels } from '../../../../domain/eventContent.ts';
import { ALERT_TEXT } from '../../../ui/alertText.ts';
import { channelsNotCarried } from './channelsNotCarried.ts';
import { useEventHistory } from './useEventQueries.ts';

/** The chosen channels named as the detail lists them (a siren channel with its signal). */
export function chosenChannels(
  channels: EventChannels,
  t: TFunction,
): { channel: EventChannel; name: string }[] {
  const chosen: { channel: EventChannel; name: string }[] = [];
  if (channels.sirens)
    chosen.push({
      channel: 'SIRENS',
      name: t('ui.labelValue', {
        label: t('events.detail.channels.sirens'),
        value: t(`events.editor.channels.signal.${channels.sirens}`),
      }),
    });
  if (channels.publicApp) chosen.push({ channel: 'ALERTSWISS', name: t('events.detail.channels.publicApp') });
  if (channels.icaro) chosen.push({ channel: 'ICARO', name: t('events.detail.channels.icaro') });
  if (channels.socialMedia)
    chosen.push({ channel: 'TWITTER', name: t('events.detail.channels.socialMedia') });
  return chosen;
}

/**
 * The chosen channels; one that did not carry the published message is marked with why: as the timeline
 * recorded it at publication (the same history query as the timeline's), or, once an exercise is
 * published, because no exercise reaches the population. The sirens lead to the alarms the event started.
 */
export function EventChannelList({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const history = useEventHistory(event.eventId);
  const notCarried = channelsNotCarried(history.data ?? []);
  const exercised = event.operationMode === 'EXERCISE' && event.publishedVersions > 0;
  const chosen = chosenChannels(event.content.channels, t);
  if (chosen.length === 0) return <Text size="sm">{t('events.detail.channels.none')}</Text>;
  return (
    <List size="sm">
      {chosen.map(({ channel, name }) => {
        const reason = exercised ? 'EXERCISE' : notCarried.get(channel);
        return (
          <List.Item key={channel}>
            {name}
            {reason && (
              <Text size="sm" fw={600} c={ALERT_TEXT.warning} data-not-carried>
                {t(`events.detail.channels.notCarried.${reason}`)}
              </Text>
            )}
            {channel === 'SIRENS' &&
              event.sirenAlarmIds.map((id) => (
                <Anchor key={id} component={Link} to={`/data/sirenalarms/${id}`} size="sm" display="block">
                  {t('events.detail.channels.sirenAlarm', { id })}
                </Anchor>
              ))}
          </List.Item>
        );
      })}
    </List>
  );
}
