import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useActiveAlarmCount } from './alarmCount.ts';

/** A red count beside the siren alarm links while siren alarms are active; nothing otherwise. */
export function AlarmCountBadge() {
  const { t } = useTranslation();
  const count = useActiveAlarmCount();
  if (!count) return null;
  const label = t('alarming.activeCount', { count });
  return (
    <Badge color="red" circle={count < 10} aria-label={label} title={label}>
      {count}
    </Badge>
  );
}
