import { Group, Stack, Title } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '../../../../domain/eventApi.ts';
import type { Language } from '../../../../domain/session.ts';
import { ExerciseModeNotice } from '../../../ui/ExerciseModeNotice.tsx';
import { ModeBadge } from '../../../ui/ModeBadge.tsx';
import { MessageTypeBadge, StateBadge } from '../EventBadges.tsx';
import { eventTitle } from '../eventLabels.ts';
import { useFocusOnArrival } from './focusOnArrival.ts';

/** The event's number and title in the display language, its type, state and mode; an exercise says so plainly. */
export function EventHeader({ event }: { event: EventDetail }) {
  const { t, i18n } = useTranslation();
  const title = eventTitle(event, i18n.language as Language) || t('events.list.untitled');
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading);
  return (
    <Stack gap="xs">
      <Title order={1} ref={heading} tabIndex={-1}>
        {t('events.detail.heading', { eventId: event.eventId, title })}
      </Title>
      <Group gap="xs" aria-label={t('events.detail.status')}>
        <MessageTypeBadge messageType={event.messageType} />
        <StateBadge state={event.state} />
        <ModeBadge mode={event.operationMode} />
      </Group>
      {event.operationMode === 'EXERCISE' && (
        <ExerciseModeNotice>{t('events.detail.exerciseNotice')}</ExerciseModeNotice>
      )}
    </Stack>
  );
}
