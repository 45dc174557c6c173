import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AlarmTaskDetail } from '../../../../domain/alarming.ts';
import type { Language } from '../../../../domain/session.ts';
import { ExerciseModeNotice } from '../../../ui/ExerciseModeNotice.tsx';
import { ModeBadge } from '../../../ui/ModeBadge.tsx';
import { AlarmStatusBadge } from '../AlarmBadges.tsx';
import { formatAlarmTime, targetText } from '../alarmLabels.ts';

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

export interface AlarmHeaderProps {
  task: AlarmTaskDetail;
  /** How many sirens sounded their horn, counted from the live lines once they are read. */
  hornsSounded: number;
}

/** What the task sounds, in which mode, its status and who started and stopped it when. */
export function AlarmHeader({ task, hornsSounded }: AlarmHeaderProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const by = (who: string | null, at: string | null) => (who ? `${who}, ${formatAlarmTime(at)}` : '–');
  const target = targetText(task, t, language);
  // An event's area leads back to the event, for whoever may open that event (the server tells).
  const eventId = task.target.kind === 'event' ? task.openableEventId : null;
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Title order={1}>
          {t('alarming.detail.title', { id: task.id, signal: t(`alarming.signals.${task.signal}`) })}
        </Title>
        <ModeBadge mode={task.operationMode} />
        <AlarmStatusBadge status={task.status} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <Fact
          label={t('alarming.fields.target')}
          value={
            eventId === null ? (
              target
            ) : (
              <Anchor component={Link} to={`/events/${eventId}`} inherit>
                {target}
              </Anchor>
            )
          }
        />
        <Fact label={t('alarming.fields.sirens')} value={String(task.sirenCount)} />
        <Fact label={t('alarming.fields.started')} value={by(task.startedBy, task.startedAt)} />
        <Fact label={t('alarming.fields.stopped')} value={by(task.stoppedBy, task.stoppedAt)} />
        <Fact label={t('alarming.fields.finishedAt')} value={formatAlarmTime(task.finishedAt)} />
        <Fact label={t('alarming.fields.cantons')} value={task.stateCodes.join(', ')} />
        {task.repeatOf !== null && (
          <Fact
            label={t('alarming.fields.repeatOf')}
            value={t('alarming.list.number', { id: task.repeatOf })}
          />
        )}
        <Fact label={t('alarming.fields.hornsSounded')} value={String(hornsSounded)} />
      </SimpleGrid>
      {task.operationMode === 'EXERCISE' && (
        <ExerciseModeNotice>
          {t(
            task.status === 'RUNNING'
              ? 'alarming.detail.exerciseNoHornRunning'
              : 'alarming.detail.exerciseNoHorn',
            {
              count: hornsSounded,
            },
          )}
        </ExerciseModeNotice>
      )}
    </Stack>
  );
}
