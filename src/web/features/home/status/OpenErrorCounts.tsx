import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMonitoringCounts } from '../../../shell/side-menu/useMonitoringDashboard.ts';

/** The tooltip's line of open errors and warnings (both kinds), live as the monitoring box (which reports a failed load). */
export function OpenErrorCounts() {
  const { t } = useTranslation();
  const { permitted, counts } = useMonitoringCounts();
  if (!permitted || !counts) return null;
  const errors = counts.polyalert.errors + counts.network.errors;
  const warnings = counts.polyalert.warnings + counts.network.warnings;
  return (
    <Text size="xs" fw={errors ? 700 : 400} data-testid="channel-open-errors">
      {t('faults.tooltip', { errors, warnings })}
    </Text>
  );
}
