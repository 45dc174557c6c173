import { Badge } from '@mantine/core';

import { useTranslation } from 'react-i18next';
import { DeferredTooltip } from '../../ui/floating/DeferredTooltip.tsx';

/** A header badge while the console runs in degraded mode; renders nothing otherwise. */
export function DegradedModeIndicator({ active }: { active: boolean }) {
  const { t } = useTranslation();
  if (!active) return null;
  return (
    <DeferredTooltip label={t('shell.mode.degradedText')} multiline maw={280}>
      <Badge color="orange" variant="filled" role="status" tabIndex={0}>
        {t('shell.mode.degraded')}
      </Badge>
    </DeferredTooltip>
  );
}
