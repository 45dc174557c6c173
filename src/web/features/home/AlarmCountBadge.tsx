import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ALARM_REPEAT_WINDOW_MINUTES } from '../../../domain/alarmWindow.ts';
import { useActiveAlarmCount } from './alarmCount.ts';

/**
 * A red count beside the siren alarm links while siren alarms are active; nothing otherwise. Its tooltip says
 * that a finished alarm still counts until its repeat window ends, so that a count without a running alarm
 * surprises nobody.
 */
export function AlarmCountBadge() {
  const { t } = useTranslation();
  const count = useActiveAlarmCount();
  if (!count) return null;
  return (
    <Badge
      color="red"
      circle={count < 10}
      aria-label={t('alarming.activeCount', { count })}
      title={t('alarming.activeCountTitle', { count, minutes: ALARM_REPEAT_WINDOW_MINUTES })}
    >
      {count}
    </Badge>
  );
}
