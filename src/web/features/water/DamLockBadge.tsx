import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Locked (disarmed, grey) or unlocked (armed: the water alarm can be triggered, red). */
export function DamLockBadge({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={locked ? 'gray' : 'red'} variant={locked ? 'light' : 'filled'} radius="sm">
      {t(locked ? 'water.state.locked' : 'water.state.unlocked')}
    </Badge>
  );
}
