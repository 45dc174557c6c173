import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventDetail } from '../../../../domain/eventApi.ts';

const eventLink = (eventId: number) => <Anchor component={Link} to={`/events/${eventId}`} fw={600} />;

/**
 * What a false alarm changed: on the wrong event the correction that replaced it, on the correction the event
 * it corrects and, once out, how many seconds the correction took — the figure a post-incident review asks.
 */
export function EventCorrectionNotice({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  if (event.correctionOf === null && event.correctedBy === null) return null;
  return (
    <Stack gap="xs">
      {event.correctedBy !== null && (
        <Alert color="red" variant="light" title={t('events.detail.correction.falseAlarmTitle')}>
          <Trans
            i18nKey="events.detail.correction.correctedBy"
            values={{ eventId: event.correctedBy }}
            components={{ event: eventLink(event.correctedBy) }}
          />
        </Alert>
      )}
      {event.correctionOf !== null && (
        <Alert color="blue" variant="light" title={t('events.detail.correction.correctionTitle')}>
          <Trans
            i18nKey="events.detail.correction.correctionOf"
            values={{ eventId: event.correctionOf }}
            components={{ event: eventLink(event.correctionOf) }}
          />
          {event.correctionSeconds !== null && (
            <Text fz="xl" fw={700} mt="xs" data-correction-seconds={event.correctionSeconds}>
              {t('events.detail.correction.seconds', { seconds: event.correctionSeconds })}
            </Text>
          )}
        </Alert>
      )}
    </Stack>
  );
}
