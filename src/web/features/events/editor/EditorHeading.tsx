import { Alert, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '../../../../domain/eventApi.ts';
import { ModeBadge } from '../../../ui/ModeBadge.tsx';
import { StateBadge } from '../EventBadges.tsx';

/** Which event is edited, in which mode and state; LIVE and EXERCISE each say what submitting means. */
export function EditorHeading({ event, isUpdate }: { event: EventDetail; isUpdate: boolean }) {
  const { t } = useTranslation();
  const mode = event.operationMode;
  return (
    <>
      <Group gap="sm">
        <Title order={1}>
          {t(isUpdate ? 'events.editor.heading.update' : 'events.editor.heading.draft', {
            id: event.eventId,
          })}
        </Title>
        <ModeBadge mode={mode} />
        <StateBadge state={event.state} />
      </Group>
      <Alert color={mode === 'LIVE' ? 'red' : 'yellow'} variant="light" py="xs" role="note">
        {t(`events.editor.modeNote.${mode}`)}
        {event.owningState === 'CH' && ` ${t('events.editor.modeNote.national')}`}
      </Alert>
      {event.correctionOf !== null && (
        <Alert color="blue" variant="light" py="xs" role="note">
          {t('events.editor.correctionNote', { id: event.correctionOf })}
        </Alert>
      )}
    </>
  );
}
