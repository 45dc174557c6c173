import { Anchor, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Dam } from '../../../domain/water.ts';
import { usePermissions } from '../../auth/AuthContext.ts';
import { formatAlarmTime } from '../alarming/alarmLabels.ts';
import { DamLockBadge } from './DamLockBadge.tsx';
import { nearZoneText } from './nearZoneText.ts';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/** A siren alarm's number: a link to it for readers of siren alarms, plain text for anyone else. */
function AlarmNumber({ id }: { id: number }) {
  const { t } = useTranslation();
  const seesAlarms = usePermissions().has('ALARMING_ALARMTASK_VIEW');
  const number = t('alarming.list.number', { id });
  return seesAlarms ? (
    <Anchor component={Link} to={`/data/sirenalarms/${id}`}>
      {number}
    </Anchor>
  ) : (
    number
  );
}

/** The last general alarm on the near zone: its number (a link for readers of siren alarms) and start. */
function GeneralAlarm({ alarm }: { alarm: NonNullable<Dam['lastGeneralAlarm']> }) {
  return (
    <>
      <AlarmNumber id={alarm.alarmId} />
      {`, ${formatAlarmTime(alarm.startedAt)}`}
    </>
  );
}

/**
 * The chosen dam now: its lock state in the user's mode, who changed it when and why, its near zone, its last
 * water alarm and the last general alarm on its near zone (when one sounded within the window).
 */
export function DamStatePanel({ dam }: { dam: Dam }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" aria-label={t('water.current.label', { name: dam.name })} component="section">
      <Group gap="sm" mb="sm">
        <Title order={2} size="h3">
          {dam.name}
        </Title>
        <DamLockBadge locked={dam.locked} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Fact label={t('water.current.place')}>{`${dam.municipality} (${dam.stateCode})`}</Fact>
        <Fact label={t('water.current.nearZone')}>{nearZoneText(dam, t)}</Fact>
        <Fact label={t('water.current.changed')}>
          {dam.changedBy ? `${dam.changedBy}, ${formatAlarmTime(dam.changedAt)}` : t('water.list.never')}
        </Fact>
        <Fact label={t('water.current.reason')}>{dam.reason ?? '–'}</Fact>
        <Fact label={t('water.current.lastAlarm')}>
          {dam.lastAlarmId === null ? '–' : <AlarmNumber id={dam.lastAlarmId} />}
        </Fact>
        {dam.lastGeneralAlarm && (
          <Fact label={t('water.current.lastGeneralAlarm')}>
            <GeneralAlarm alarm={dam.lastGeneralAlarm} />
          </Fact>
        )}
      </SimpleGrid>
    </Paper>
  );
}
